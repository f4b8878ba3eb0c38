import { Input } from 'antd';

// The prerender's stand-in for antd/es/input/Input (vite.config.ts): in Node 'antd' is its CommonJS build, whose
// modules cannot be imported by path as ES modules.
export default Input;
