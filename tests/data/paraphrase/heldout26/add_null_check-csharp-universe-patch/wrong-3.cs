using System;
using System.Collections.Generic;
using System.Linq;

namespace Gantry.Console.Patch
{
    public sealed class Fixture
    {
        public string Name { get; set; }
        public int Footprint { get; set; }
        public int? Address { get; set; }
    }

    public sealed class Universe
    {
        public const int Size = 512;
        private readonly List<Fixture> _patched = new List<Fixture>();

        public int Number { get; }

        public Universe(int number)
        {
            Number = number;
        }

        public IReadOnlyList<Fixture> Patched => _patched;

        public bool IsFree(int start, int footprint)
        {
            int end = start + footprint - 1;
            if (start < 1 || end > Size)
                return false;
            return _patched.All(f => f.Address + f.Footprint - 1 < start || f.Address > end);
        }

        public void Patch(Fixture fixture, int startAddress)
        {
            if (fixture == null)
                throw new ArgumentNullException(nameof(fixture));
            if (!IsFree(startAddress, fixture.Footprint))
                throw new InvalidOperationException(
                    $"{fixture.Name}: {startAddress}-{startAddress + fixture.Footprint - 1} overlaps in universe {Number}");
            fixture.Address = startAddress;
            _patched.Add(fixture);
        }

        public bool Unpatch(Fixture fixture)
        {
            if (fixture == null)
                throw new ArgumentNullException(nameof(fixture));
            fixture.Address = null;
            return _patched.Remove(fixture);
        }
    }
}
