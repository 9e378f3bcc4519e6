package lab.alder.controlled;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Running log of controlled substances held by the compounding lab. Every
 * movement is an entry; the balance per substance must never go negative.
 */
public class ControlledLog {

    public enum Movement {
        RECEIVED(1),
        DISPENSED(-1),
        RETURNED_TO_SUPPLIER(-1),
        COMPOUNDED(-1),
        DESTROYED(-1);

        private final int sign;

        Movement(int sign) {
            this.sign = sign;
        }

        public int sign() {
            return sign;
        }
    }

    public enum Schedule {
        II,
        III,
        IV,
        V
    }

    public static final class Entry {
        final LocalDate date;
        final String substance;
        final Schedule schedule;
        final Movement movement;
        final BigDecimal quantityMg;
        final String witness;

        Entry(LocalDate date, String substance, Schedule schedule, Movement movement, BigDecimal quantityMg, String witness) {
            this.date = date;
            this.substance = substance;
            this.schedule = schedule;
            this.movement = movement;
            this.quantityMg = quantityMg;
            this.witness = witness;
        }
    }

    private final List<Entry> entries = new ArrayList<>();

    public void record(LocalDate date, String substance, Schedule schedule, Movement movement, BigDecimal quantityMg, String witness) {
        if (quantityMg.signum() <= 0) {
            throw new IllegalArgumentException("quantity must be positive");
        }
        if (movement == Movement.DESTROYED && (witness == null || witness.isBlank())) {
            throw new IllegalArgumentException("destruction needs a witness");
        }
        BigDecimal after = balance(substance).add(quantityMg.multiply(BigDecimal.valueOf(movement.sign())));
        if (after.signum() < 0) {
            throw new IllegalStateException(substance + " would go negative: " + after + " mg");
        }
        entries.add(new Entry(date, substance, schedule, movement, quantityMg, witness));
    }

    public BigDecimal balance(String substance) {
        BigDecimal total = BigDecimal.ZERO;
        for (Entry e : entries) {
            if (e.substance.equals(substance)) {
                total = total.add(e.quantityMg.multiply(BigDecimal.valueOf(e.movement.sign())));
            }
        }
        return total;
    }

    public Map<Movement, BigDecimal> totalsByMovement(String substance) {
        Map<Movement, BigDecimal> out = new EnumMap<>(Movement.class);
        for (Movement m : Movement.values()) {
            out.put(m, BigDecimal.ZERO);
        }
        for (Entry e : entries) {
            if (e.substance.equals(substance)) {
                out.merge(e.movement, e.quantityMg, BigDecimal::add);
            }
        }
        return out;
    }

    public List<Entry> needingWitness() {
        List<Entry> out = new ArrayList<>();
        for (Entry e : entries) {
            if (e.schedule == Schedule.II && e.witness == null) {
                out.add(e);
            }
        }
        return out;
    }
}
