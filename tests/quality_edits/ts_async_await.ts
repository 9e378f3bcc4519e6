import { apiGet } from "./api";

export interface Profile {
  id: string;
  name: string;
  avatarUrl: string;
}

export async function loadProfile(id: string): Promise<Profile> {
  const res = await apiGet(`/users/${id}`);
  const data = await res.json();
  return {
    id: data.id,
    name: data.display_name,
    avatarUrl: data.avatar_url,
  };
}

export function profileLabel(p: Profile): string {
  return `${p.name} (${p.id})`;
}
