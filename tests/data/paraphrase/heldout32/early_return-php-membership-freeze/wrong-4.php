<?php

declare(strict_types=1);

namespace GraniteLoft\Memberships;

use DateInterval;
use DateTimeImmutable;

final class MembershipFreeze
{
    private const MAX_FREEZE_DAYS = 60;
    private const FREEZE_FEE_CENTS = 1000;

    public function __construct(private MembershipRepository $repo, private Mailer $mailer)
    {
    }

    /**
     * Freezes a membership for a number of days; returns the new expiry date or null.
     */
    public function freeze(string $memberId, int $days, DateTimeImmutable $today): ?DateTimeImmutable
    {
        $membership = $this->repo->find($memberId);
        if ($membership === null) {
            return null;
        }
        if ($membership->plan === 'day-pass') {
            return null;
        }
        if ($days <= 0 || $days > self::MAX_FREEZE_DAYS) {
            return null;
        }
        $newExpiry = $membership->expiresOn->add(new DateInterval('P' . $days . 'D'));
        $this->repo->saveFreeze($memberId, $today, $days, $newExpiry, self::FREEZE_FEE_CENTS);
        $this->mailer->sendFreezeConfirmation($membership->email, $newExpiry);
        return $newExpiry;
    }

    public function unfreeze(string $memberId, DateTimeImmutable $today): void
    {
        $freeze = $this->repo->activeFreeze($memberId);
        if ($freeze === null) {
            return;
        }
        $this->repo->endFreeze($memberId, $today);
    }
}
