using System;
using System.Collections.Generic;
using System.Linq;

namespace Dungeon.Items
{
    public sealed class Inventory
    {
        private readonly Dictionary<string, int> _counts = new();
        private readonly int _capacity;

        public Inventory(int capacity)
        {
            _capacity = capacity;
        }

        public int Count => _counts.Values.Sum();

        public bool Add(string itemId, int count = 1)
        {
            if (count <= 0) throw new ArgumentOutOfRangeException(nameof(count));
            if (Count + count > _capacity) return false;
            _counts[itemId] = CountOf(itemId) + count;
            return true;
        }

        public bool Remove(string itemId, int count = 1)
        {
            var have = CountOf(itemId);
            if (have < count) return false;
            if (have == count) _counts.Remove(itemId);
            else _counts[itemId] = have - count;
            return true;
        }

        public int CountOf(string itemId) =>
            _counts.TryGetValue(itemId, out var n) ? n : 0;

        public bool Has(string itemId, int count = 1) => CountOf(itemId) >= count;

        public IEnumerable<(string Id, int Amount)> Items() =>
            _counts.OrderBy(kv => kv.Key).Select(kv => (kv.Key, kv.Value));
    }

    public static class Crafting
    {
        public static bool TryCraft(Inventory inv, IReadOnlyDictionary<string, int> recipe, string result)
        {
            if (!recipe.All(r => inv.CountOf(r.Key) >= r.Value)) return false;
            foreach (var (id, n) in recipe) inv.Remove(id, n);
            return inv.Add(result);
        }
    }
}
