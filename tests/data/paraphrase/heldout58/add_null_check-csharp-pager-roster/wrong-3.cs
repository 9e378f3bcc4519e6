using System;
using System.Collections.Generic;
using System.Linq;

namespace Porthcarrow.Station
{
    public class CrewMember
    {
        public string Name { get; set; }
        public string Pager { get; set; }
        public bool Helm { get; set; }
        public DateTime? LastExercise { get; set; }
    }

    public class PagerRoster
    {
        private readonly List<CrewMember> _crew = new List<CrewMember>();

        public void Add(CrewMember member)
        {
            _crew.Add(member);
        }

        public IEnumerable<string> PagerNumbersFor(bool helmOnly)
        {
            return _crew.Where(c => !helmOnly || c.Helm).Select(c => c.Pager);
        }

        public string ExerciseStatus(CrewMember member, DateTime today)
        {
            if (member.LastExercise == null)
            {
                return "no exercise on record";
            }
            var days = (today - member.LastExercise.Value).TotalDays;
            return days > 30 ? "exercise overdue" : "current";
        }

        public int HelmsAvailable() => _crew.Count(c => c.Helm);
    }
}
