using System;
using System.Collections.Generic;
using System.Linq;
using Microsoft.Extensions.Logging;

namespace Registry.Timetabling
{
    public record LectureRoom(string Code, int Seats, bool HasLectureCapture);

    public record LectureRequest(string ModuleCode, int ExpectedStudents, bool NeedsCapture);

    public class RoomAllocator
    {
        private readonly ILogger<RoomAllocator> _logger;
        private readonly List<LectureRoom> _rooms;

        public RoomAllocator(ILogger<RoomAllocator> logger, IEnumerable<LectureRoom> rooms)
        {
            _logger = logger;
            _rooms = rooms.OrderBy(r => r.Seats).ToList();
        }

        public LectureRoom? Allocate(LectureRequest request, ISet<string> taken)
        {
            foreach (var room in _rooms)
            {
                if (taken.Contains(room.Code))
                {
                    continue;
                }
                if (room.Seats <= request.ExpectedStudents)
                {
                    continue;
                }
                if (request.NeedsCapture && !room.HasLectureCapture)
                {
                    continue;
                }
                taken.Add(room.Code);
                return room;
            }
            _logger.LogWarning("No room for {ModuleCode} ({ExpectedStudents} students, capture {NeedsCapture})",
                request.ModuleCode, request.ExpectedStudents, request.NeedsCapture);
            return null;
        }

        public Dictionary<string, string?> AllocateAll(IEnumerable<LectureRequest> requests)
        {
            var taken = new HashSet<string>();
            var result = new Dictionary<string, string?>();
            foreach (var request in requests.OrderByDescending(r => r.ExpectedStudents))
            {
                result[request.ModuleCode] = Allocate(request, taken)?.Code;
            }
            return result;
        }
    }
}
