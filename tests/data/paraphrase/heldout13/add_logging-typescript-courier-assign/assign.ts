import { logger } from './logger';
import type { Courier, Order } from './types';
import { haversineKm } from './geo';

const MAX_PICKUP_KM = 4;
const MAX_ACTIVE_ORDERS = 2;

export interface Assignment {
  orderId: string;
  courierId: string;
  pickupKm: number;
}

function eligible(courier: Courier, order: Order): boolean {
  if (!courier.online || courier.activeOrders >= MAX_ACTIVE_ORDERS) {
    return false;
  }
  if (order.needsCar && courier.vehicle !== 'car') {
    return false;
  }
  return haversineKm(courier.position, order.restaurant.position) <= MAX_PICKUP_KM;
}

export function assignCourier(order: Order, couriers: Courier[]): Assignment | null {
  let best: Courier | null = null;
  let bestKm = Infinity;
  for (const courier of couriers) {
    if (!eligible(courier, order)) {
      continue;
    }
    const km = haversineKm(courier.position, order.restaurant.position);
    if (km < bestKm) {
      best = courier;
      bestKm = km;
    }
  }
  if (best === null) {
    return null;
  }
  logger.info({ orderId: order.id, courierId: best.id, pickupKm: bestKm }, 'courier assigned');
  return { orderId: order.id, courierId: best.id, pickupKm: bestKm };
}
