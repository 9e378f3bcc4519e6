"use strict";

const express = require("express");
const { z } = require("zod");

const { requireAuth, requireRole } = require("../middleware/auth");
const { rateLimit } = require("../middleware/rate-limit");
const orders = require("../services/orders");
const payments = require("../services/payments");
const { renderInvoicePdf } = require("../services/invoices");
const { renderLegacyInvoice } = require("../legacy/invoice-v1");
const logger = require("../logger");

const router = express.Router();

const createOrderSchema = z.object({
  customerId: z.string().uuid(),
  currency: z.enum(["EUR", "USD", "GBP"]),
  lines: z
    .array(
      z.object({
        sku: z.string().min(1),
        quantity: z.number().int().positive(),
      }),
    )
    .min(1),
  couponCode: z.string().optional(),
  shippingAddressId: z.string().uuid(),
});

const listQuerySchema = z.object({
  status: z.enum(["pending", "paid", "shipped", "cancelled", "refunded"]).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().optional(),
});

function asyncHandler(fn) {
  return (req, res, next) => Promise.resolve(fn(req, res, next)).catch(next);
}

function canSee(user, order) {
  return user.roles.includes("support") || order.customerId === user.customerId;
}

router.use(requireAuth);

router.get(
  "/",
  asyncHandler(async (req, res) => {
    const query = listQuerySchema.parse(req.query);
    const customerId = req.user.roles.includes("support") ? req.query.customerId : req.user.customerId;
    const page = await orders.list({ ...query, customerId });
    res.json({ items: page.items, nextCursor: page.nextCursor });
  }),
);

router.post(
  "/",
  rateLimit({ windowMs: 60_000, max: 20 }),
  asyncHandler(async (req, res) => {
    const input = createOrderSchema.parse(req.body);
    if (input.customerId !== req.user.customerId && !req.user.roles.includes("support")) {
      return res.status(403).json({ error: "cannot order for another customer" });
    }
    const order = await orders.create(input);
    logger.info({ orderId: order.id, total: order.totalCents }, "order created");
    res.status(201).location(`/api/v1/orders/${order.id}`).json(order);
  }),
);

router.get(
  "/:id",
  asyncHandler(async (req, res) => {
    const order = await orders.get(req.params.id);
    if (!order || !canSee(req.user, order)) {
      return res.status(404).json({ error: "order not found" });
    }
    res.json(order);
  }),
);

router.get(
  "/:id/invoice",
  asyncHandler(async (req, res) => {
    const order = await orders.get(req.params.id);
    if (!order || !canSee(req.user, order)) {
      return res.status(404).json({ error: "order not found" });
    }
    if (order.status === "pending") {
      return res.status(409).json({ error: "order is not paid yet" });
    }
    const pdf = await renderInvoicePdf(order);
    res.type("application/pdf").send(pdf);
  }),
);

router.post(
  "/:id/cancel",
  asyncHandler(async (req, res) => {
    const order = await orders.get(req.params.id);
    if (!order || !canSee(req.user, order)) {
      return res.status(404).json({ error: "order not found" });
    }
    if (!["pending", "paid"].includes(order.status)) {
      return res.status(409).json({ error: `cannot cancel a ${order.status} order` });
    }
    if (order.status === "paid") {
      await payments.refund(order.paymentId, order.totalCents);
    }
    const updated = await orders.setStatus(order.id, "cancelled");
    logger.info({ orderId: order.id, by: req.user.id }, "order cancelled");
    res.json(updated);
  }),
);

router.post(
  "/:id/refund",
  requireRole("support"),
  asyncHandler(async (req, res) => {
    const amount = z.number().int().positive().parse(req.body.amountCents);
    const order = await orders.get(req.params.id);
    if (!order) {
      return res.status(404).json({ error: "order not found" });
    }
    if (amount > order.totalCents - order.refundedCents) {
      return res.status(422).json({ error: "refund exceeds the amount left on the order" });
    }
    const refund = await payments.refund(order.paymentId, amount);
    await orders.recordRefund(order.id, refund);
    logger.info({ orderId: order.id, amount, by: req.user.id }, "partial refund");
    res.status(201).json(refund);
  }),
);

router.get(
  "/:id/events",
  asyncHandler(async (req, res) => {
    const order = await orders.get(req.params.id);
    if (!order || !canSee(req.user, order)) {
      return res.status(404).json({ error: "order not found" });
    }
    res.json(await orders.events(order.id));
  }),
);

router.use((err, req, res, next) => {
  if (err instanceof z.ZodError) {
    return res.status(400).json({ error: "invalid request", issues: err.issues });
  }
  next(err);
});

module.exports = router;
