using System;
using System.Collections.Generic;
using System.Linq;
using Microsoft.Extensions.Logging;

namespace LiftWorks.Maintenance
{
    public record Inspection(string UnitId, string Building, DateOnly LastDone, int IntervalDays);

    public class InspectionScheduler
    {
        private readonly ILogger<InspectionScheduler> _logger;
        private readonly List<Inspection> _inspections = new();

        public InspectionScheduler(ILogger<InspectionScheduler> logger)
        {
            _logger = logger;
        }

        public void Add(Inspection inspection) => _inspections.Add(inspection);

        public DateOnly DueDate(Inspection inspection) =>
            inspection.LastDone.AddDays(inspection.IntervalDays);

        public List<Inspection> DueWithin(DateOnly today, int days)
        {
            var result = new List<Inspection>();
            foreach (var inspection in _inspections)
            {
                var due = DueDate(inspection);
                if (due < today)
                {
                    _logger.LogWarning("Inspection for unit {UnitId} is overdue since {Due}", inspection.UnitId, due);
                    result.Add(inspection);
                }
                else if (due <= today.AddDays(days))
                {
                    result.Add(inspection);
                }
            }
            return result.OrderBy(i => DueDate(i)).ToList();
        }

        public int OverdueCount(DateOnly today) =>
            _inspections.Count(i => DueDate(i) < today);
    }
}
