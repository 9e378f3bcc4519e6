using System;
using System.Collections.Generic;
using System.Linq;

namespace Sentinel.Alerting
{
    /// <summary>Severity of a correlated alert. Persisted as int in the alerts table.</summary>
    public enum Severity
    {
        Info,
        Low,
        Medium,
        Critical,
        High
    }

    public sealed record Alert(string Id, string Rule, Severity Severity, string Host, DateTimeOffset Raised);

    public static class SeverityPolicy
    {
        /// <summary>PagerDuty priority for an alert; Info and Low never page.</summary>
        public static string? PagerPriority(Severity s) => s switch
        {
            Severity.Info => null,
            Severity.Low => null,
            Severity.Medium => "P3",
            Severity.High => "P2",
            Severity.Critical => "P1",
            _ => throw new ArgumentOutOfRangeException(nameof(s), s, "unknown severity"),
        };

        /// <summary>Badge colour in the SOC console.</summary>
        public static string Colour(Severity s) => s switch
        {
            Severity.Info => "#6c757d",
            Severity.Low => "#0d6efd",
            Severity.Medium => "#fd7e14",
            Severity.High => "#dc3545",
            Severity.Critical => "#6f0000",
            _ => throw new ArgumentOutOfRangeException(nameof(s), s, "unknown severity"),
        };

        /// <summary>How long an unacknowledged alert waits before escalation.</summary>
        public static TimeSpan EscalateAfter(Severity s) =>
            s >= Severity.High ? TimeSpan.FromMinutes(15) : TimeSpan.FromHours(4);

        public static IEnumerable<Alert> Pageable(IEnumerable<Alert> alerts) =>
            alerts.Where(a => PagerPriority(a.Severity) != null)
                  .OrderByDescending(a => a.Severity)
                  .ThenBy(a => a.Raised);
    }
}
