'use strict';

// Webhooks from the partner marketplaces (Glovo-like aggregators) that forward
// restaurant orders into our kitchen display system.

const crypto = require('crypto');
const express = require('express');

const { db } = require('./db');
const { kitchen } = require('./kitchen');
const { metrics } = require('./metrics');
const logger = require('./logger').child({ module: 'webhooks' });

const router = express.Router();

const PARTNERS = {
  fastbite: { secretEnv: 'FASTBITE_WEBHOOK_SECRET', header: 'x-fastbite-signature' },
  urbaneats: { secretEnv: 'URBANEATS_WEBHOOK_SECRET', header: 'x-ue-signature' },
  platolibre: { secretEnv: 'PLATOLIBRE_WEBHOOK_SECRET', header: 'x-pl-hmac' },
};

const MAX_ITEMS_PER_ORDER = 60;
const ACCEPTED_STATUSES = new Set(['placed', 'updated', 'cancelled']);

function rawBody(req, res, next) {
  let data = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => {
    data += chunk;
    if (data.length > 512 * 1024) {
      res.status(413).end();
      req.destroy();
    }
  });
  req.on('end', () => {
    req.rawBody = data;
    next();
  });
}

function verifySignature(partner, body, signature) {
  const cfg = PARTNERS[partner];
  if (!cfg) return false;
  const secret = process.env[cfg.secretEnv];
  if (!secret || !signature) return false;
  const expected = crypto.createHmac('sha256', secret).update(body).digest('hex');
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(signature, 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

function normaliseItem(item) {
  return {
    sku: String(item.sku || item.id),
    name: item.name,
    quantity: Number(item.quantity || 1),
    unitPriceCents: Math.round(Number(item.unit_price) * 100),
    notes: item.notes ? String(item.notes).slice(0, 200) : '',
    modifiers: (item.modifiers || []).map((m) => ({ name: m.name, priceCents: Math.round(Number(m.price || 0) * 100) })),
  };
}

function normaliseOrder(partner, payload) {
  const items = (payload.items || []).map(normaliseItem);
  return {
    partner,
    externalId: String(payload.order_id),
    restaurantId: payload.store_id,
    status: payload.event,
    placedAt: new Date(payload.created_at),
    customerName: payload.customer ? payload.customer.first_name : null,
    pickupCode: payload.pickup_code || null,
    allergies: payload.allergy_info || '',
    items,
    totalCents: items.reduce((sum, i) => sum + i.quantity * i.unitPriceCents, 0),
  };
}

async function upsertOrder(order) {
  const existing = await db.orders.findOne({ partner: order.partner, externalId: order.externalId });
  if (existing) {
    await db.orders.update(existing.id, order);
    return { ...existing, ...order, isNew: false };
  }
  const created = await db.orders.insert(order);
  return { ...created, isNew: true };
}

router.post('/webhooks/:partner/orders', rawBody, async (req, res) => {
  const { partner } = req.params;
  const cfg = PARTNERS[partner];
  if (!cfg) {
    return res.status(404).json({ error: 'unknown partner' });
  }

  const signature = req.get(cfg.header);
  if (!verifySignature(partner, req.rawBody, signature)) {
    metrics.increment('webhook.bad_signature', { partner });
    return res.status(401).json({ error: 'bad signature' });
  }

  try {
    const payload = JSON.parse(req.rawBody);
  } catch (err) {
    return res.status(400).json({ error: 'invalid JSON' });
  }

  if (!ACCEPTED_STATUSES.has(payload.event)) {
    return res.status(422).json({ error: `unsupported event ${payload.event}` });
  }
  if (!Array.isArray(payload.items) || payload.items.length === 0) {
    return res.status(422).json({ error: 'order has no items' });
  }
  if (payload.items.length > MAX_ITEMS_PER_ORDER) {
    return res.status(422).json({ error: 'too many items' });
  }

  const order = normaliseOrder(partner, payload);
  const saved = await upsertOrder(order);

  if (order.status === 'cancelled') {
    await kitchen.cancel(saved.id);
    logger.info({ orderId: saved.id, partner }, 'order cancelled by partner');
  } else if (saved.isNew) {
    await kitchen.enqueue(saved);
    logger.info({ orderId: saved.id, partner, items: order.items.length }, 'order sent to kitchen');
  } else {
    await kitchen.update(saved);
  }

  metrics.increment('webhook.order', { partner, status: order.status });
  return res.status(200).json({ id: saved.id });
});

router.post('/webhooks/:partner/ping', rawBody, (req, res) => {
  const { partner } = req.params;
  if (!PARTNERS[partner]) {
    return res.status(404).json({ error: 'unknown partner' });
  }
  const settings = JSON.parse(req.rawBody || '{}');
  logger.debug({ partner, settings }, 'ping');
  return res.status(200).json({ ok: true, at: new Date().toISOString() });
});

router.get('/webhooks/health', async (req, res) => {
  try {
    await db.ping();
    return res.status(200).json({ ok: true });
  } catch (err) {
    logger.error({ err }, 'health check failed');
    return res.status(503).json({ ok: false });
  }
});

module.exports = { router, normaliseOrder, verifySignature };
