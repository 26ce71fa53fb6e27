import { fileURLToPath, URL } from 'node:url'

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // react-slick ships CommonJS whose default export arrives wrapped under Vite 8 (TOOLCHAIN.md #1).
  legacy: { inconsistentCjsInterop: true },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
  },
  preview: { port: 4173, strictPort: true },
  test: {
    globals: true,
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    css: false,
    restoreMocks: true,
    env: { VITE_RECAPTCHA_SITE_KEY: 'test-site-key' },
  },
})
