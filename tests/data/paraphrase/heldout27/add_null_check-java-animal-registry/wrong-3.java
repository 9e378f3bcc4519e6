package de.hafenaquarium.records;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The keepers' register of every animal on show or in quarantine.
 * Animals are looked up by their tag, e.g. "HAI-0032" for one of the blacktip reef sharks.
 */
public class AnimalRegistry {

    public static final class WeighIn {
        final LocalDate date;
        final double grams;

        WeighIn(LocalDate date, double grams) {
            this.date = date;
            this.grams = grams;
        }
    }

    public static final class Animal {
        final String tag;
        final String species;
        final String name;
        String tank;
        String keeper;
        final LocalDate arrived;
        final List<WeighIn> weighIns = new ArrayList<>();

        Animal(String tag, String species, String name, String tank, String keeper, LocalDate arrived) {
            this.tag = tag;
            this.species = species;
            this.name = name;
            this.tank = tank;
            this.keeper = keeper;
            this.arrived = arrived;
        }
    }

    private final Map<String, Animal> animals = new HashMap<>();
    private final Map<String, String> feedingNotes = new HashMap<>();

    public void register(String tag, String species, String name, String tank, String keeper, LocalDate arrived) {
        if (animals.containsKey(tag)) {
            throw new IllegalArgumentException("tag already registered: " + tag);
        }
        animals.put(tag, new Animal(tag, species, name, tank, keeper, arrived));
    }

    public void recordWeighIn(String tag, LocalDate date, double grams) {
        Animal animal = animals.get(tag);
        if (animal == null) {
            throw new IllegalArgumentException("unknown tag: " + tag);
        }
        if (grams <= 0) {
            throw new IllegalArgumentException("weight must be positive, got " + grams);
        }
        animal.weighIns.add(new WeighIn(date, grams));
    }

    public void setFeedingNote(String tag, String note) {
        feedingNotes.put(tag, note);
    }

    public String feedingNote(String tag) {
        return feedingNotes.getOrDefault(tag, "");
    }

    /** Average of all weigh-ins, used on the monthly vet sheet. */
    public double averageWeightGrams(String tag) {
        Animal animal = animals.get(tag);
        List<WeighIn> weighIns = animal.weighIns;
        if (weighIns.isEmpty()) {
            return 0.0;
        }
        double total = 0;
        for (WeighIn w : weighIns) {
            total += w.grams;
        }
        return total / weighIns.size();
    }

    public Optional<WeighIn> lastWeighIn(String tag) {
        Animal animal = animals.get(tag);
        if (animal == null) {
            return Optional.empty();
        }
        return animal.weighIns.stream().max(Comparator.comparing(w -> w.date));
    }

    /** Moves an animal to another tank; the keeper follows the tank. */
    public void transfer(String tag, String newTank, String newKeeper) {
        Animal animal = animals.get(tag);
        if (animal == null) {
            return;
        }
        animal.tank = newTank;
        animal.keeper = newKeeper;
    }

    public List<Animal> inTank(String tank) {
        return animals.values().stream()
                .filter(a -> a.tank.equals(tank))
                .sorted(Comparator.comparing(a -> a.tag))
                .collect(Collectors.toList());
    }

    public List<String> overdueWeighIns(LocalDate today, int maxDays) {
        List<String> overdue = new ArrayList<>();
        for (Animal a : animals.values()) {
            Optional<WeighIn> last = lastWeighIn(a.tag);
            if (last.isEmpty() || last.get().date.plusDays(maxDays).isBefore(today)) {
                overdue.add(a.tag);
            }
        }
        overdue.sort(null);
        return overdue;
    }

    /** Animals per keeper, for the weekend rota. */
    public Map<String, List<String>> tagsByKeeper() {
        Map<String, List<String>> byKeeper = new HashMap<>();
        for (Animal a : animals.values()) {
            byKeeper.computeIfAbsent(a.keeper, k -> new ArrayList<>()).add(a.tag);
        }
        for (List<String> tags : byKeeper.values()) {
            tags.sort(null);
        }
        return byKeeper;
    }

    public String toCsv() {
        StringBuilder sb = new StringBuilder("tag,species,name,tank,keeper,arrived\n");
        animals.values().stream()
                .sorted(Comparator.comparing(a -> a.tag))
                .forEach(a -> sb.append(String.join(",", a.tag, a.species, a.name, a.tank, a.keeper, a.arrived.toString()))
                        .append('\n'));
        return sb.toString();
    }

    public static void main(String[] args) {
        AnimalRegistry reg = new AnimalRegistry();
        reg.register("HAI-0032", "Carcharhinus melanopterus", "Grete", "Reef 1", "J. Brandt", LocalDate.of(2021, 4, 12));
        reg.register("ROC-0007", "Raja clavata", "Flöckchen", "Touch Pool", "S. Özdemir", LocalDate.of(2023, 9, 1));
        reg.recordWeighIn("HAI-0032", LocalDate.of(2026, 11, 2), 14200);
        reg.recordWeighIn("HAI-0032", LocalDate.of(2026, 12, 1), 14650);
        System.out.println(reg.averageWeightGrams("HAI-0032"));
        System.out.println(reg.overdueWeighIns(LocalDate.of(2026, 12, 7), 30));
        System.out.print(reg.toCsv());
    }
}
