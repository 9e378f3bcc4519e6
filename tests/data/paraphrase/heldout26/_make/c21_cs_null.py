from lib import E, case

ORIG = '''using System;
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
            if (!IsFree(startAddress, fixture.Footprint))
                throw new InvalidOperationException(
                    $"{fixture.Name}: {startAddress}-{startAddress + fixture.Footprint - 1} overlaps in universe {Number}");
            fixture.Address = startAddress;
            _patched.Add(fixture);
        }

        public bool Unpatch(Fixture fixture)
        {
            if (fixture == null)
                return false;
            fixture.Address = null;
            return _patched.Remove(fixture);
        }
    }
}
'''

GUARD = '''            if (fixture == null)
                throw new ArgumentNullException(nameof(fixture));
'''
HEAD = "        public void Patch(Fixture fixture, int startAddress)\n        {\n"

case(
    "add_null_check-csharp-universe-patch", "Universe.cs", "add_null_check", "csharp", ORIG,
    [
        ("terse", "Universe.Patch: throw ArgumentNullException if fixture is null"),
        ("polite", "Could you make Universe.Patch throw an ArgumentNullException (with the parameter name) when it is given a null fixture, before anything else happens? Unpatch's own null handling should stay as it is."),
        ("declarative", "Patch must reject a null fixture up front with ArgumentNullException(nameof(fixture))."),
        ("other", "we got a NullReferenceException deep in IsFree from the show loader. Patch should fail fast with ArgumentNullException when fixture is null"),
        ("other", "Universe.Patch: wenn fixture null ist, sofort eine ArgumentNullException werfen."),
    ],
    [
        ("right-1.cs", "right", "null check with ArgumentNullException(nameof(fixture)) as the first statement of Patch", [E(HEAD, HEAD + GUARD)]),
        ("right-2.cs", "right", "null check written with braces and the literal parameter name \"fixture\"; first statement of Patch",
         [E(HEAD, HEAD + '''            if (fixture is null)
            {
                throw new ArgumentNullException("fixture");
            }

''')]),
        ("wrong-1.cs", "wrong", "the null check comes after IsFree(startAddress, fixture.Footprint), which already dereferences fixture",
         [E("                    $\"{fixture.Name}: {startAddress}-{startAddress + fixture.Footprint - 1} overlaps in universe {Number}\");\n",
            "                    $\"{fixture.Name}: {startAddress}-{startAddress + fixture.Footprint - 1} overlaps in universe {Number}\");\n" + GUARD)]),
        ("wrong-2.cs", "wrong", "a null fixture now makes Patch return silently instead of throwing",
         [E(HEAD, HEAD + "            if (fixture == null)\n                return;\n")]),
        ("wrong-3.cs", "wrong", "null check added to Patch, but Unpatch's null check was changed to throw as well",
         [E(HEAD, HEAD + GUARD), E("            if (fixture == null)\n                return false;\n", GUARD)]),
        ("wrong-4.cs", "wrong", "guard added, but IsFree's bound check became end >= Size, so the last channel 512 can no longer be used",
         [E(HEAD, HEAD + GUARD), E("end > Size)", "end >= Size)")]),
    ],
)
