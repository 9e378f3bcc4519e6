using System;
using System.Collections.Generic;

namespace Mutua.Claims.Domain
{
    /// <summary>
    /// Lifecycle of a claim. The numeric values are persisted in claims.status_code
    /// and sent to the broker portal, so existing values must never change.
    /// </summary>
    public enum ClaimStatus
    {
        Open = 0,
        UnderReview = 1,
        Approved = 2,
        Rejected = 3,
        Settled = 4,
        Reopened = 5,
        Withdrawn = 6
    }

    public static class ClaimStatusExtensions
    {
        private static readonly HashSet<ClaimStatus> Terminal = new()
        {
            ClaimStatus.Rejected,
            ClaimStatus.Settled,
            ClaimStatus.Withdrawn,
        };

        public static bool IsTerminal(this ClaimStatus status) => Terminal.Contains(status);

        public static string DisplayName(this ClaimStatus status) => status switch
        {
            ClaimStatus.Open => "Open",
            ClaimStatus.UnderReview => "Under review",
            ClaimStatus.Approved => "Approved",
            ClaimStatus.Rejected => "Rejected",
            ClaimStatus.Settled => "Settled",
            ClaimStatus.Reopened => "Reopened",
            ClaimStatus.Withdrawn => "Withdrawn by policyholder",
            _ => throw new ArgumentOutOfRangeException(nameof(status), status, null),
        };

        public static bool CanTransition(this ClaimStatus from, ClaimStatus to)
        {
            if (from.IsTerminal())
            {
                return from == ClaimStatus.Settled && to == ClaimStatus.Reopened;
            }
            return from != to;
        }
    }
}
