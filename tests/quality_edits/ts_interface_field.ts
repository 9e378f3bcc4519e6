export interface Address {
  street: string;
  city: string;
  postcode: string;
  country: string;
}

export interface Customer {
  id: number;
  name: string;
  email: string;
  address?: Address;
  phone?: string; // optional
  createdAt: Date;
}

export function displayName(c: Customer): string {
  return c.name.trim() || c.email;
}

export function isLocal(c: Customer, country: string): boolean {
  return c.address?.country === country;
}

export function newCustomer(id: number, name: string, email: string): Customer {
  return { id, name, email, createdAt: new Date() };
}
