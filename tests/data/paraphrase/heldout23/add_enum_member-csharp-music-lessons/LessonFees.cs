using System;
using System.Collections.Generic;
using System.Linq;

namespace LindenStreet.Music.Billing
{
    // Stored as integers in the bookings database: never renumber.
    public enum LessonKind
    {
        Individual = 1,
        Pair = 2,
        Group = 3,
        Masterclass = 4
    }

    public enum RoomKind
    {
        Studio = 1,
        Practice = 2,
        Hall = 3
    }

    public sealed class Lesson
    {
        public string PupilId { get; set; }
        public LessonKind Kind { get; set; }
        public int Minutes { get; set; }
        public RoomKind Room { get; set; }
        public DateTime Date { get; set; }
    }

    public static class LessonFees
    {
        // Fees per half hour in pounds, from the 2027 fee sheet.
        public static decimal FeePerHalfHour(LessonKind kind)
        {
            switch (kind)
            {
                case LessonKind.Individual:
                    return 22.50m;
                case LessonKind.Pair:
                    return 14.00m;
                case LessonKind.Group:
                    return 9.50m;
                case LessonKind.Masterclass:
                    return 31.00m;
                default:
                    throw new ArgumentOutOfRangeException(nameof(kind), kind, "no fee for this lesson kind");
            }
        }

        public static decimal RoomSurcharge(RoomKind room)
        {
            switch (room)
            {
                case RoomKind.Hall:
                    return 5.00m;
                default:
                    return 0m;
            }
        }

        public static decimal FeeFor(Lesson lesson)
        {
            var halfHours = Math.Ceiling(lesson.Minutes / 30m);
            return FeePerHalfHour(lesson.Kind) * halfHours + RoomSurcharge(lesson.Room);
        }

        public static decimal TermInvoice(IEnumerable<Lesson> lessons, string pupilId)
        {
            return lessons.Where(l => l.PupilId == pupilId).Sum(l => FeeFor(l));
        }
    }
}
