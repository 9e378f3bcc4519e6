using System;
using System.Collections.Generic;
using System.Linq;

namespace BasaltWorks.FrontDesk
{
    /// <summary>
    /// A staff member's practical belay check of a member, top-rope or lead.
    /// </summary>
    public class BelayCheck
    {
        // stored as-is in the audit log's category column; reports filter on it
        public const string AuditCategory = "BelayCheck";

        public int MemberId { get; }
        public string StaffInitials { get; }
        public bool Lead { get; }
        public int Score { get; }
        public DateTime TakenAt { get; }

        public BelayCheck(int memberId, string staffInitials, bool lead, int score, DateTime takenAt)
        {
            MemberId = memberId;
            StaffInitials = staffInitials;
            Lead = lead;
            Score = score;
            TakenAt = takenAt;
        }

        public bool Passed => Score >= 80;
    }

    public static class BelayLedger
    {
        public static BelayCheck Latest(IEnumerable<BelayCheck> checks, int memberId, bool lead)
        {
            return checks
                .Where(c => c.MemberId == memberId && c.Lead == lead)
                .OrderByDescending(c => c.TakenAt)
                .FirstOrDefault();
        }

        public static List<BelayCheck> FailedSince(IEnumerable<BelayCheck> checks, DateTime since)
        {
            return checks.Where(c => !c.Passed && c.TakenAt >= since).ToList();
        }

        public static BelayCheck Record(int memberId, string staff, bool lead, int score)
        {
            var check = new BelayCheck(memberId, staff, lead, score, DateTime.UtcNow);
            Console.WriteLine($"[{BelayCheck.AuditCategory}] member {memberId} scored {score}");
            return check;
        }
    }
}
