export interface User {
  id: number;
  email: string;
  displayName: string;
  role: "admin" | "member";
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

const BASE_URL = "/api/v1";

export class ApiError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    ...init,
    headers: { "Content-Type": "application/json", ...(init.headers ?? {}) },
  });
  if (!res.ok) {
    throw new ApiError(res.status, `${init.method ?? "GET"} ${path} failed with ${res.status}`);
  }
  return (await res.json()) as T;
}

export async function getUser(id: number): Promise<User> {
  return request<User>(`/users/${id}`);
}

export async function updateUser(id: number, patch: Partial<Omit<User, "id">>): Promise<User> {
  const updated = await request<User>(`/users/${id}`, { method: "PATCH", body: JSON.stringify(patch) });
  return updated;

export async function listUsers(cursor?: string): Promise<Page<User>> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  return request<Page<User>>(`/users${query}`);
}
