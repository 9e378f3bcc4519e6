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

        public int CountOf => _counts.Values.Sum();

        public bool Add(string itemId, int amount = 1)
        {
            if (amount <= 0) throw new ArgumentOutOfRangeException(nameof(amount));
            if (CountOf + amount > _capacity) return false;
            _counts[itemId] = GetAmount(itemId) + amount;
            return true;
        }

        public bool Remove(string itemId, int amount = 1)
        {
            var have = GetAmount(itemId);
            if (have < amount) return false;
            if (have == amount) _counts.Remove(itemId);
            else _counts[itemId] = have - amount;
            return true;
        }

        public int GetAmount(string itemId) =>
            _counts.TryGetValue(itemId, out var n) ? n : 0;

        public bool Has(string itemId, int amount = 1) => GetAmount(itemId) >= amount;

        public IEnumerable<(string Id, int Amount)> Items() =>
            _counts.OrderBy(kv => kv.Key).Select(kv => (kv.Key, kv.Value));
    }

    public static class Crafting
    {
        public static bool TryCraft(Inventory inv, IReadOnlyDictionary<string, int> recipe, string result)
        {
            if (!recipe.All(r => inv.GetAmount(r.Key) >= r.Value)) return false;
            foreach (var (id, n) in recipe) inv.Remove(id, n);
            return inv.Add(result);
        }
    }
}
