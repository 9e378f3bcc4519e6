using System;
using System.Collections.Generic;
using System.Linq;

namespace Kestrel.Branches
{
    public class Manager
    {
        public string Name { get; set; }
        public string Email { get; set; }
        public string Phone { get; set; }
    }

    public class Branch
    {
        public string Code { get; set; }
        public string City { get; set; }
        public bool Franchise { get; set; }
        public Manager Manager { get; set; }
        public TimeSpan Opens { get; set; }
        public TimeSpan Closes { get; set; }
        public bool OpenSundays { get; set; }
        public int Bays { get; set; }
        public List<string> Plates { get; } = new List<string>();
    }

    /// <summary>
    /// Directory of the Kestrel Car Hire branches, used by the call centre and
    /// by the damage desk to route escalations.
    /// </summary>
    public class BranchDirectory
    {
        public const string RegionalDeskEmail = "regional.desk@kestrelhire.example";
        public const int MaxBaysPerBranch = 80;

        private readonly Dictionary<string, Branch> branches = new Dictionary<string, Branch>(StringComparer.OrdinalIgnoreCase);

        public void Add(Branch branch)
        {
            if (branch == null)
            {
                throw new ArgumentNullException(nameof(branch));
            }
            if (branch.Bays > MaxBaysPerBranch)
            {
                throw new ArgumentException($"branch {branch.Code} has more than {MaxBaysPerBranch} bays");
            }
            branches[branch.Code] = branch;
        }

        public Branch Find(string code)
        {
            Branch branch;
            return branches.TryGetValue(code, out branch) ? branch : null;
        }

        public bool IsOpen(Branch branch, DateTime at)
        {
            if (at.DayOfWeek == DayOfWeek.Sunday && !branch.OpenSundays)
            {
                return false;
            }
            var time = at.TimeOfDay;
            return time >= branch.Opens && time < branch.Closes;
        }

        public string EscalationEmail(Branch branch)
        {
            return branch.Manager.Email;
        }

        public string ManagerLine(Branch branch)
        {
            return $"{branch.Manager.Name} <{branch.Manager.Phone}>";
        }

        public IEnumerable<Branch> OpenNow(DateTime at)
        {
            return branches.Values.Where(b => IsOpen(b, at)).OrderBy(b => b.City);
        }

        public Branch LeastLoaded()
        {
            return branches.Values
                .Where(b => b.Bays > 0)
                .OrderBy(b => (double)b.Plates.Count / b.Bays)
                .FirstOrDefault();
        }

        public bool Transfer(string plate, string fromCode, string toCode)
        {
            var from = Find(fromCode);
            var to = Find(toCode);
            if (from == null || to == null)
            {
                return false;
            }
            if (!from.Plates.Remove(plate))
            {
                return false;
            }
            if (to.Plates.Count >= to.Bays)
            {
                from.Plates.Add(plate);
                return false;
            }
            to.Plates.Add(plate);
            return true;
        }

        public Dictionary<string, int> FleetByCity()
        {
            var result = new Dictionary<string, int>();
            foreach (var b in branches.Values)
            {
                int current;
                result.TryGetValue(b.City, out current);
                result[b.City] = current + b.Plates.Count;
            }
            return result;
        }

        public IEnumerable<string> FranchiseCodes()
        {
            return branches.Values.Where(b => b.Franchise).Select(b => b.Code).OrderBy(c => c);
        }

        public string Describe(Branch branch)
        {
            var hours = $"{branch.Opens:hh\\:mm}-{branch.Closes:hh\\:mm}";
            var sundays = branch.OpenSundays ? ", Sundays too" : "";
            return $"{branch.Code} {branch.City}: {hours}{sundays}, {branch.Plates.Count}/{branch.Bays} bays";
        }
    }
}
