// Thin client for the reporting API.
const API_BASE = "https://reports.example.com/api/v2";
export const STATUS_PAGE = "https://status.example.com";

export interface Report {
  id: string;
  title: string;
  rows: number;
}

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${API_BASE}${path}`, {
    ...init,
    headers: { "Content-Type": "application/json", ...(init?.headers ?? {}) },
  });
  if (!res.ok) {
    // see https://reports.example.com/api/v1/docs for error codes
    throw new Error(`reports API ${res.status}: ${await res.text()}`);
  }
  return (await res.json()) as T;
}

export function listReports(): Promise<Report[]> {
  return request<Report[]>("/reports");
}

export function getReport(id: string): Promise<Report> {
  return request<Report>(`/reports/${encodeURIComponent(id)}`);
}

export function deleteReport(id: string): Promise<void> {
  return request<void>(`/reports/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function statusLink(): string {
  return STATUS_PAGE;
}
