import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

export type FontWeight = keyof typeof FILES;

const cache = new Map<FontWeight, Buffer>();

/** Noto Sans SC (Chinese and Latin), read once per process: each file is 11 MB, each paper embeds a subset. */
export function fontBytes(weight: FontWeight): Buffer {
  let bytes = cache.get(weight);
  if (!bytes) {
    bytes = readFileSync(require.resolve(FILES[weight]));
    cache.set(weight, bytes);
  }
  return bytes;
}
