import { z } from "zod";

export type CustomerId = string & { readonly __brand: "CustomerId" };

export interface Address {
  line1: string;
  line2?: string;
  city: string;
  postcode: string;
  country: string; // ISO 3166-1 alpha-2
}

export interface Customer {
  id: CustomerId;
  email: string;
  phone: string;
  name: string;
  createdAt: Date;
  billingAddress: Address;
  shippingAddress?: Address;
  marketingOptIn: boolean;
}

/** What list views show; keep it small, it is sent for every row. */
export interface CustomerSummary {
  id: CustomerId;
  name: string;
  email: string;
}

export const addressSchema = z.object({
  line1: z.string().min(1),
  line2: z.string().optional(),
  city: z.string().min(1),
  postcode: z.string().min(1),
  country: z.string().length(2),
});

export function toSummary(c: Customer): CustomerSummary {
  return { id: c.id, name: c.name, email: c.email };
}

export function displayName(c: Customer | CustomerSummary): string {
  return c.name.trim() || c.email;
}

export function shipsTo(c: Customer): Address {
  return c.shippingAddress ?? c.billingAddress;
}

export function sameCountry(a: Customer, b: Customer): boolean {
  return shipsTo(a).country === shipsTo(b).country;
}
