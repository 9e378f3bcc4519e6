using System;
using System.Collections.Generic;
using UnityEngine;

namespace Dungeon.Items
{
    public enum ItemRarity
    {
        Common = 0,
        Uncommon = 1,
        Rare = 2,
        Epic = 3,
        Legendary = 4,
        Mythic = 5,
    }

    public static class RarityInfo
    {
        public static Color BorderColor(ItemRarity rarity)
        {
            switch (rarity)
            {
                case ItemRarity.Common: return new Color(0.62f, 0.62f, 0.62f);
                case ItemRarity.Uncommon: return new Color(0.12f, 0.75f, 0.25f);
                case ItemRarity.Rare: return new Color(0.18f, 0.45f, 0.95f);
                case ItemRarity.Epic: return new Color(0.64f, 0.21f, 0.93f);
                case ItemRarity.Mythic: return new Color(0.95f, 0.15f, 0.35f);
                default: throw new ArgumentOutOfRangeException(nameof(rarity), rarity, null);
            }
        }

        public static float DropWeight(ItemRarity rarity) => rarity switch
        {
            ItemRarity.Common => 60f,
            ItemRarity.Uncommon => 25f,
            ItemRarity.Rare => 10f,
            ItemRarity.Epic => 4f,
            ItemRarity.Mythic => 0.2f,
            _ => throw new ArgumentOutOfRangeException(nameof(rarity)),
        };

        public static ItemRarity Roll(System.Random rng)
        {
            var total = 0f;
            foreach (ItemRarity r in Enum.GetValues(typeof(ItemRarity)))
                total += DropWeight(r);
            var pick = (float)rng.NextDouble() * total;
            foreach (ItemRarity r in Enum.GetValues(typeof(ItemRarity)))
            {
                pick -= DropWeight(r);
                if (pick <= 0f) return r;
            }
            return ItemRarity.Common;
        }

        public static readonly IReadOnlyDictionary<ItemRarity, string> Names = new Dictionary<ItemRarity, string>
        {
            [ItemRarity.Common] = "Common",
            [ItemRarity.Uncommon] = "Uncommon",
            [ItemRarity.Rare] = "Rare",
            [ItemRarity.Epic] = "Epic",
            [ItemRarity.Mythic] = "Mythic",
        };
    }
}
