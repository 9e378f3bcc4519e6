// Content-addressed cache for build artifacts.

export interface Store {
  list(prefix: string): Promise<string[]>;
  stat(key: string): Promise<{ size: number; mtimeMs: number }>;
  read(key: string): Promise<Uint8Array>;
  write(key: string, data: Uint8Array): Promise<void>;
  remove(key: string): Promise<void>;
}

const PREFIX = "artifacts/";
const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

function keyFor(hash: string): string {
  return `${PREFIX}${hash.slice(0, 2)}/${hash}`;
}

export async function lookup(store: Store, hash: string): Promise<Uint8Array | null> {
  try {
    return await store.read(keyFor(hash));
  } catch {
    return null;
  }
}

async function save(store: Store, hash: string, data: Uint8Array): Promise<string> {
  const key = keyFor(hash);
  await store.write(key, data);
  return key;
}

export async function totalSize(store: Store): Promise<number> {
  let bytes = 0;
  for (const key of await store.list(PREFIX)) {
    bytes += (await store.stat(key)).size;
  }
  return bytes;
}
