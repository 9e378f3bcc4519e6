package com.acme.hr.leave;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.logging.Logger;

/**
 * Leave requests: validation against the employee's balance, routing to the
 * approver, and the decision itself. Persistence is done by the caller.
 */
public class LeaveService {

    private static final Logger LOG = Logger.getLogger(LeaveService.class.getName());
    private static final int MAX_CONSECUTIVE_DAYS = 20;
    private static final int NOTICE_DAYS = 14;
    private static final Set<DayOfWeek> WEEKEND = EnumSet.of(DayOfWeek.SATURDAY, DayOfWeek.SUNDAY);

    public enum Type { ANNUAL, SICK, PARENTAL, UNPAID, STUDY }

    public enum Status { DRAFT, PENDING, APPROVED, REJECTED, CANCELLED }

    public static final class Employee {
        final String id;
        final String name;
        final Employee manager;
        final String hrPartnerId;
        final Map<Type, Integer> balance;

        public Employee(String id, String name, Employee manager, String hrPartnerId, Map<Type, Integer> balance) {
            this.id = id;
            this.name = name;
            this.manager = manager;
            this.hrPartnerId = hrPartnerId;
            this.balance = balance;
        }

        public Employee getManager() {
            return manager;
        }
    }

    public static final class Request {
        final String id;
        final Employee employee;
        final Type type;
        final LocalDate from;
        final LocalDate to;
        Status status = Status.DRAFT;
        String approverId;
        String comment;

        public Request(String id, Employee employee, Type type, LocalDate from, LocalDate to) {
            this.id = id;
            this.employee = employee;
            this.type = type;
            this.from = from;
            this.to = to;
        }
    }

    private final Set<LocalDate> publicHolidays;
    private final Map<String, List<Request>> byApprover = new HashMap<>();

    public LeaveService(Set<LocalDate> publicHolidays) {
        this.publicHolidays = publicHolidays;
    }

    /** Working days between from and to, both inclusive, without weekends and public holidays. */
    public int workingDays(LocalDate from, LocalDate to) {
        int days = 0;
        for (LocalDate d = from; !d.isAfter(to); d = d.plusDays(1)) {
            if (!WEEKEND.contains(d.getDayOfWeek()) && !publicHolidays.contains(d)) {
                days++;
            }
        }
        return days;
    }

    public List<String> validate(Request r, LocalDate today) {
        List<String> problems = new ArrayList<>();
        if (r.to.isBefore(r.from)) {
            problems.add("end date before start date");
            return problems;
        }
        int days = workingDays(r.from, r.to);
        if (days == 0) {
            problems.add("no working days in the requested period");
        }
        if (r.type == Type.ANNUAL && ChronoUnit.DAYS.between(today, r.from) < NOTICE_DAYS) {
            problems.add("annual leave needs " + NOTICE_DAYS + " days notice");
        }
        if (days > MAX_CONSECUTIVE_DAYS && r.type != Type.PARENTAL) {
            problems.add("more than " + MAX_CONSECUTIVE_DAYS + " consecutive working days");
        }
        Integer left = r.employee.balance.get(r.type);
        if (left != null && days > left) {
            problems.add("only " + left + " days of " + r.type + " left");
        }
        return problems;
    }

    /** Sends the request to the employee's line manager. */
    public String routeForApproval(Request r) {
        Employee manager = r.employee.getManager();
        if (manager == null) {
            return null;
        }
        String approver = manager.id;
        r.approverId = approver;
        r.status = Status.PENDING;
        byApprover.computeIfAbsent(approver, k -> new ArrayList<>()).add(r);
        LOG.info(() -> "leave " + r.id + " routed to " + approver);
        return approver;
    }

    public List<Request> pendingFor(String approverId) {
        List<Request> all = byApprover.getOrDefault(approverId, Collections.emptyList());
        List<Request> out = new ArrayList<>();
        for (Request r : all) {
            if (r.status == Status.PENDING) {
                out.add(r);
            }
        }
        return out;
    }

    public void decide(Request r, String approverId, boolean approve, String comment) {
        if (r.status != Status.PENDING) {
            throw new IllegalStateException("request " + r.id + " is " + r.status);
        }
        if (!approverId.equals(r.approverId)) {
            throw new SecurityException(approverId + " may not decide request " + r.id);
        }
        r.comment = comment;
        if (!approve) {
            r.status = Status.REJECTED;
            return;
        }
        int days = workingDays(r.from, r.to);
        r.employee.balance.computeIfPresent(r.type, (t, left) -> left - days);
        r.status = Status.APPROVED;
    }

    public void cancel(Request r) {
        if (r.status == Status.APPROVED) {
            int days = workingDays(r.from, r.to);
            r.employee.balance.computeIfPresent(r.type, (t, left) -> left + days);
        }
        r.status = Status.CANCELLED;
    }

    public Optional<Request> overlapping(List<Request> existing, Request r) {
        for (Request e : existing) {
            if (e.status == Status.CANCELLED || e.status == Status.REJECTED) {
                continue;
            }
            if (!e.to.isBefore(r.from) && !r.to.isBefore(e.from)) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }
}
