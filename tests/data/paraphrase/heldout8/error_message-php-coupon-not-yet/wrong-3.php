<?php

declare(strict_types=1);

namespace Shop\Checkout;

use DateTimeImmutable;
use Shop\Catalog\Money;

final class CouponValidator
{
    public function __construct(
        private readonly CouponRepository $coupons,
        private readonly RedemptionLog $redemptions,
    ) {
    }

    /**
     * @throws CouponException when the code cannot be applied to this basket
     */
    public function validate(string $code, Basket $basket, DateTimeImmutable $now): Coupon
    {
        $coupon = $this->coupons->findByCode(strtoupper(trim($code)));
        if ($coupon === null) {
            throw new CouponException('Unknown coupon code.');
        }
        if ($coupon->storeId !== null && $coupon->storeId !== $basket->storeId) {
            throw new CouponException('Coupon not valid for this store.');
        }
        if ($coupon->startsAt > $now) {
            throw new CouponException(sprintf(
                'This coupon can only be used from %s.',
                $coupon->endsAt->format('d.m.Y'),
            ));
        }
        if ($coupon->endsAt !== null && $coupon->endsAt < $now) {
            throw new CouponException('Coupon has expired.');
        }
        if ($basket->subtotal()->lessThan($coupon->minimumSpend)) {
            throw new CouponException(sprintf(
                'Spend at least %s to use this coupon.',
                $coupon->minimumSpend->format(),
            ));
        }
        $used = $this->redemptions->countFor($coupon->id, $basket->customerId);
        if ($coupon->perCustomerLimit > 0 && $used >= $coupon->perCustomerLimit) {
            throw new CouponException('You have already used this coupon.');
        }

        return $coupon;
    }

    public function discountFor(Coupon $coupon, Basket $basket): Money
    {
        $subtotal = $basket->subtotal();
        $discount = $coupon->percentOff > 0
            ? $subtotal->multiply($coupon->percentOff / 100)
            : $coupon->amountOff;

        return $discount->greaterThan($subtotal) ? $subtotal : $discount;
    }
}
