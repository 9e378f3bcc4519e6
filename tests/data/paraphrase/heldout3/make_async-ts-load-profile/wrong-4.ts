import { readFileSync, promises as fs } from "node:fs";
import path from "node:path";

export interface Profile {
  name: string;
  editor: string;
  theme: "light" | "dark";
  plugins: string[];
}

const DEFAULTS: Profile = {
  name: "default",
  editor: "vim",
  theme: "dark",
  plugins: [],
};

export function profileDir(home: string): string {
  return path.join(home, ".config", "devbox", "profiles");
}

function merge(base: Profile, patch: Partial<Profile>): Profile {
  return {
    ...base,
    ...patch,
    plugins: [...base.plugins, ...(patch.plugins ?? [])],
  };
}

async function loadProfile(home: string, name: string): Promise<Profile> {
  const file = path.join(profileDir(home), `${name}.json`);
  const raw = await fs.readFile(file, "utf8");
  const patch = JSON.parse(raw) as Partial<Profile>;
  return merge(DEFAULTS, { ...patch, name });
}

export async function listProfiles(home: string): Promise<string[]> {
  const entries = await fs.readdir(profileDir(home));
  return entries.filter((e) => e.endsWith(".json")).map((e) => e.slice(0, -".json".length));
}

export async function saveProfile(home: string, profile: Profile): Promise<void> {
  const file = path.join(profileDir(home), `${profile.name}.json`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, JSON.stringify(profile, null, 2) + "\n", "utf8");
}

export function describe(p: Profile): string {
  const plugins = p.plugins.length ? p.plugins.join(", ") : "none";
  return `${p.name}: ${p.editor}, ${p.theme} theme, plugins: ${plugins}`;
}
