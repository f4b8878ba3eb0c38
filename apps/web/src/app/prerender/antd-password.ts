import { Input } from 'antd';

// The prerender's stand-in for antd/es/input/Password (vite.config.ts), as antd-input.ts for the Input.
export default Input.Password;
