import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const contracts = fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url));
const prerenderShim = (name: string) =>
  fileURLToPath(new URL(`./src/app/prerender/${name}.ts`, import.meta.url));
const apiTarget = process.env.ZCPS_API_TARGET ?? 'http://127.0.0.1:8080';

// React core changes rarely, so it gets its own long-cached chunk. The antd form parts every screen and the
// login page share form one chunk: split by the import graph alone they became a dozen small files, and on
// the login page each request's headers cost more than the bytes a finer split saved. Everything else is split
// by the import graph, so the login page loads only the antd components it renders.
const vendorGroups = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 30,
  },
  {
    name: 'antd-form',
    test: /node_modules[\\/](antd[\\/]es[\\/](input[\\/](?!(index|Group|Search|TextArea|OTP)\b)|(form|checkbox|button|grid|_util|config-provider)[\\/])|@rc-component[\\/](input[\\/](?!es[\\/](index|TextArea|ResizableTextArea|calculateNodeHeight)\b)|(field-form|checkbox|motion|util|resize-observer)[\\/]))/,
    priority: 20,
  },
  {
    // The modules the login page renders at once, and with them (rolldown takes a group's dependencies along)
    // the libraries the entry shares with it: i18next, axios, TanStack Query. One request
    // instead of a dozen small ones, whose headers cost more on the wire than their code.
    name: 'login-page',
    test: /(apps[\\/]web[\\/]src[\\/](features[\\/]auth[\\/](AuthShell|login[\\/](LoginPage|LoginForm|LoginAlert|TenantField|CaptchaField|remember)|social[\\/](SocialButtons|api))|components[\\/](Logo|LanguageToggle|use-language-choice))|node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]icons[\\/](UserOutlined|LockOutlined|ApartmentOutlined|DownOutlined|CheckCircleFilled)|node_modules[\\/]@tanstack[\\/]react-query[\\/])/,
    priority: 10,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@zcps/contracts', replacement: contracts },
      // The prerender runs in Node, where 'antd' is its CommonJS build: the login form's Input and Password,
      // imported from antd/es by path in the browser's build, come from 'antd' there.
      ...(isSsrBuild
        ? [
            { find: /^antd\/es\/input\/Input$/, replacement: prerenderShim('antd-input') },
            { find: /^antd\/es\/input\/Password$/, replacement: prerenderShim('antd-password') },
          ]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/zcps': { target: apiTarget, changeOrigin: true, ws: true } },
  },
  preview: {
    proxy: { '/zcps': { target: apiTarget, changeOrigin: true, ws: true } },
  },
  // The SSR build is the login page's prerender (scripts/prerender-login.mjs), run once at build time.
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        chunkSizeWarningLimit: 1500,
        rolldownOptions: {
          output: { codeSplitting: { groups: vendorGroups } },
        },
      },
}));
