import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const contracts = fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url));
const apiTarget = process.env.ZCPS_API_TARGET ?? 'http://127.0.0.1:8080';

// Vendor groups: React core changes rarely, antd is large; keeping them apart lets browsers cache each.
const vendorGroups = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 30,
  },
  { name: 'vendor-antd-icons', test: /node_modules[\\/]@ant-design[\\/]icons/, priority: 25 },
  {
    name: 'vendor-antd',
    test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|dayjs)[\\/]/,
    priority: 20,
  },
  { name: 'vendor-crypto', test: /node_modules[\\/](jsencrypt|@noble)[\\/]/, priority: 15 },
  { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
];

export default defineConfig({
  base: '/',
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: { '@zcps/contracts': contracts } },
  server: {
    port: 5173,
    proxy: { '/zcps': { target: apiTarget, changeOrigin: true, ws: true } },
  },
  preview: {
    proxy: { '/zcps': { target: apiTarget, changeOrigin: true, ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
