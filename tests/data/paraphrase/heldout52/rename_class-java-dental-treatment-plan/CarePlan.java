package uk.harrowgate.dental.plans;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * A course of treatment agreed with a patient: the list of procedures, their NHS band or
 * private fee, and the order they are done in. Printed for the patient to sign (FP17DC).
 */
public class CarePlan {

    public enum Band { ONE, TWO, THREE, URGENT, PRIVATE }

    public static final class Step {
        private final int order;
        private final String procedure;
        private final String tooth;
        private final Band band;
        private final BigDecimal privateFee;
        private boolean completed;

        public Step(int order, String procedure, String tooth, Band band, BigDecimal privateFee) {
            this.order = order;
            this.procedure = procedure;
            this.tooth = tooth;
            this.band = band;
            this.privateFee = privateFee;
        }

        public int getOrder() { return order; }
        public String getProcedure() { return procedure; }
        public String getTooth() { return tooth; }
        public Band getBand() { return band; }
        public BigDecimal getPrivateFee() { return privateFee; }
        public boolean isCompleted() { return completed; }
        void markCompleted() { completed = true; }
    }

    private static final BigDecimal BAND_ONE_CHARGE = new BigDecimal("26.80");
    private static final BigDecimal BAND_TWO_CHARGE = new BigDecimal("73.50");
    private static final BigDecimal BAND_THREE_CHARGE = new BigDecimal("319.10");

    private final String planId;
    private final String patientId;
    private final String dentistGdc;
    private final LocalDate agreedOn;
    private final List<Step> steps = new ArrayList<>();
    private boolean exempt;

    public CarePlan(String planId, String patientId, String dentistGdc, LocalDate agreedOn) {
        this.planId = planId;
        this.patientId = patientId;
        this.dentistGdc = dentistGdc;
        this.agreedOn = agreedOn;
    }

    public static CarePlan emergency(String planId, String patientId, String dentistGdc) {
        CarePlan plan = new CarePlan(planId, patientId, dentistGdc, LocalDate.now());
        plan.addStep("Urgent assessment and relief of pain", "-", Band.URGENT, BigDecimal.ZERO);
        return plan;
    }

    public String getPlanId() { return planId; }
    public String getPatientId() { return patientId; }
    public String getDentistGdc() { return dentistGdc; }
    public LocalDate getAgreedOn() { return agreedOn; }
    public boolean isExempt() { return exempt; }
    public void setExempt(boolean exempt) { this.exempt = exempt; }

    public Step addStep(String procedure, String tooth, Band band, BigDecimal privateFee) {
        Step step = new Step(steps.size() + 1, procedure, tooth, band, privateFee);
        steps.add(step);
        return step;
    }

    public List<Step> getSteps() {
        return Collections.unmodifiableList(steps);
    }

    public Optional<Step> nextStep() {
        return steps.stream()
                .filter(s -> !s.isCompleted())
                .min(Comparator.comparingInt(Step::getOrder));
    }

    public void complete(int order) {
        for (Step step : steps) {
            if (step.getOrder() == order) {
                step.markCompleted();
                return;
            }
        }
        throw new IllegalArgumentException("plan " + planId + " has no step " + order);
    }

    public boolean isFinished() {
        return steps.stream().allMatch(Step::isCompleted);
    }

    /** The highest NHS band on the plan decides the patient charge. */
    public Band chargeBand() {
        Band highest = null;
        for (Step step : steps) {
            if (step.getBand() == Band.PRIVATE) {
                continue;
            }
            if (highest == null || step.getBand().ordinal() > highest.ordinal()) {
                highest = step.getBand();
            }
        }
        return highest;
    }

    public BigDecimal nhsCharge() {
        if (exempt) {
            return BigDecimal.ZERO;
        }
        Band band = chargeBand();
        if (band == null) {
            return BigDecimal.ZERO;
        }
        switch (band) {
            case ONE:
            case URGENT:
                return BAND_ONE_CHARGE;
            case TWO:
                return BAND_TWO_CHARGE;
            case THREE:
                return BAND_THREE_CHARGE;
            default:
                return BigDecimal.ZERO;
        }
    }

    public BigDecimal privateTotal() {
        BigDecimal total = BigDecimal.ZERO;
        for (Step step : steps) {
            if (step.getBand() == Band.PRIVATE && step.getPrivateFee() != null) {
                total = total.add(step.getPrivateFee());
            }
        }
        return total;
    }

    public BigDecimal patientTotal() {
        return nhsCharge().add(privateTotal());
    }

    /** Merges another plan's outstanding steps, e.g. when a hygienist plan is folded in. */
    public CarePlan mergedWith(CarePlan other) {
        CarePlan merged = new CarePlan(planId, patientId, dentistGdc, agreedOn);
        merged.setExempt(exempt);
        for (Step step : steps) {
            merged.addStep(step.getProcedure(), step.getTooth(), step.getBand(), step.getPrivateFee());
        }
        for (Step step : other.steps) {
            if (!step.isCompleted()) {
                merged.addStep(step.getProcedure(), step.getTooth(), step.getBand(), step.getPrivateFee());
            }
        }
        return merged;
    }

    @Override
    public String toString() {
        return "CarePlan[" + planId + ", patient " + patientId + ", " + steps.size() + " steps]";
    }
}
