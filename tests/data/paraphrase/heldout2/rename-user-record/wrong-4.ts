Here is the updated file with `UserRecord` renamed to `Account`:

```typescript
import { db } from "./db";
import type { Role } from "./roles";

export interface Account {
  id: string;
  email: string;
  displayName: string;
  roles: Role[];
  createdAt: Date;
  lastLoginAt?: Date;
}

export interface UserRecordCache {
  get(id: string): Account | undefined;
  set(user: Account): void;
  clear(): void;
}

// Rows come back snake_cased; a UserRecord is what the rest of the app sees.
type UserRow = {
  id: string;
  email: string;
  display_name: string;
  roles: string;
  created_at: string;
  last_login_at: string | null;
};

export function toUserRecord(row: UserRow): Account {
  return {
    id: row.id,
    email: row.email.toLowerCase(),
    displayName: row.display_name,
    roles: JSON.parse(row.roles) as Role[],
    createdAt: new Date(row.created_at),
    lastLoginAt: row.last_login_at ? new Date(row.last_login_at) : undefined,
  };
}

export function memoryCache(): UserRecordCache {
  const byId = new Map<string, Account>();
  return {
    get: (id) => byId.get(id),
    set: (user) => void byId.set(user.id, user),
    clear: () => byId.clear(),
  };
}

export async function findUser(id: string, cache?: UserRecordCache): Promise<Account | null> {
  const hit = cache?.get(id);
  if (hit) return hit;
  const row = await db.one<UserRow>("select * from users where id = $1", [id]);
  if (!row) return null;
  const user = toUserRecord(row);
  cache?.set(user);
  return user;
}

export async function listAdmins(): Promise<Account[]> {
  const rows = await db.many<UserRow>("select * from users where roles like '%admin%'");
  return rows.map(toUserRecord);
}
```
