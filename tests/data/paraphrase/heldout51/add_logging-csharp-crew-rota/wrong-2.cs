using System;
using System.Collections.Generic;
using System.Linq;

namespace AshworthVale.Rota
{
    public interface IAuditLog
    {
        void Info(string message);
        void Warn(string message);
    }

    public sealed class CrewMember
    {
        public string ServiceNumber { get; set; } = "";
        public string Name { get; set; } = "";
        public string Watch { get; set; } = "";
        public DateTime BaCertificateExpires { get; set; }
        public bool Driver { get; set; }
    }

    public sealed class RotaPlanner
    {
        private readonly IAuditLog _log;
        private readonly int _minimumCrew;

        public RotaPlanner(IAuditLog log, int minimumCrew = 4)
        {
            _log = log;
            _minimumCrew = minimumCrew;
        }

        public List<CrewMember> Available(IEnumerable<CrewMember> watch, DateTime shiftStart)
        {
            var ready = new List<CrewMember>();
            foreach (var member in watch)
            {
                if (member.BaCertificateExpires < shiftStart)
                {
                    continue;
                }
                _log.Warn($"{member.ServiceNumber} skipped: BA certificate expired {member.BaCertificateExpires:yyyy-MM-dd}");
                ready.Add(member);
            }
            return ready;
        }

        public bool CanRide(IReadOnlyList<CrewMember> ready)
        {
            if (ready.Count < _minimumCrew)
            {
                _log.Warn($"only {ready.Count} riders, need {_minimumCrew}");
                return false;
            }
            return ready.Any(m => m.Driver);
        }
    }
}
