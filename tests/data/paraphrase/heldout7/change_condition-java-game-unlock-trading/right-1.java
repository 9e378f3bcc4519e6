package game.progress;

import java.util.EnumSet;
import java.util.Set;

/** Decides which features a player has unlocked, from their level and achievements. */
public final class Unlocks {
    public enum Feature { DAILY_QUESTS, CRAFTING, GUILDS, RANKED, TRADING }

    public static final int CRAFTING_LEVEL = 5;
    public static final int GUILD_LEVEL = 10;
    public static final int RANKED_LEVEL = 20;

    private Unlocks() {}

    public static Set<Feature> forPlayer(int level, boolean tutorialDone, int achievements) {
        Set<Feature> out = EnumSet.noneOf(Feature.class);
        if (tutorialDone) {
            out.add(Feature.DAILY_QUESTS);
        }
        if (level >= CRAFTING_LEVEL) {
            out.add(Feature.CRAFTING);
        }
        if (level >= GUILD_LEVEL) {
            out.add(Feature.GUILDS);
        }
        if (level >= RANKED_LEVEL && achievements >= 10) {
            out.add(Feature.RANKED);
        }
        if (level >= GUILD_LEVEL && achievements >= 3 && tutorialDone) {
            out.add(Feature.TRADING);
        }
        return out;
    }
}
