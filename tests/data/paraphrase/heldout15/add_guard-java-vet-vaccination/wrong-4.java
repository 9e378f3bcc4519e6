package org.harbourside.clinic;

import java.time.LocalDate;
import java.time.Period;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

public class VaccinationPlanner {

    public static final class Pet {
        final String chartNo;
        final String name;
        final String species;
        final LocalDate birthDate;
        final List<LocalDate> rabiesShots = new ArrayList<>();

        public Pet(String chartNo, String name, String species, LocalDate birthDate) {
            this.chartNo = chartNo;
            this.name = name;
            this.species = species;
            this.birthDate = birthDate;
        }
    }

    private final int boosterMonths;

    public VaccinationPlanner(int boosterMonths) {
        this.boosterMonths = boosterMonths;
    }

    /** Age in whole months on the given day. */
    public int ageInMonths(Pet pet, LocalDate on) {
        Period p = Period.between(pet.birthDate, on);
        return p.getYears() * 12 + p.getMonths();
    }

    /** The day the next rabies shot is due, or the day the pet turns 3 months if it never had one. */
    public LocalDate nextRabiesDue(Pet pet) {
        if (pet.birthDate == null) {
            throw new IllegalArgumentException("pet " + pet.chartNo + " has no birth date");
        }
        if (pet.rabiesShots.isEmpty()) {
            return pet.birthDate.plusMonths(3);
        }
        LocalDate last = pet.rabiesShots.get(pet.rabiesShots.size());
        return last.plusMonths(boosterMonths);
    }

    public boolean isOverdue(Pet pet, LocalDate today) {
        return nextRabiesDue(pet).isBefore(today);
    }

    public String reminderText(Pet pet, LocalDate today) {
        LocalDate due = nextRabiesDue(pet);
        String species = pet.species.toLowerCase(Locale.ROOT);
        if (due.isBefore(today)) {
            return String.format("%s (%s) is overdue for rabies since %s", pet.name, species, due);
        }
        return String.format("%s (%s): rabies booster due %s", pet.name, species, due);
    }

    public List<String> remindersFor(List<Pet> pets, LocalDate today) {
        List<String> out = new ArrayList<>();
        for (Pet pet : pets) {
            if (ageInMonths(pet, today) < 3) {
                continue;
            }
            out.add(reminderText(pet, today));
        }
        return out;
    }
}
