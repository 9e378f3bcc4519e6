import { apiGet } from "./api";

export interface Profile {
  id: string;
  name: string;
  avatarUrl: string;
}

export function loadProfile(id: string): Promise<Profile> {
  return apiGet(`/users/${id}`)
    .then((res) => res.json())
    .then((data) => {
      return {
        id: data.id,
        name: data.display_name,
        avatarUrl: data.avatar_url,
      };
    });
}

export function profileLabel(p: Profile): string {
  return `${p.name} (${p.id})`;
}
