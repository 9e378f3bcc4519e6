package com.example.accounts;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** In-memory account lookup keyed by normalized e-mail address. */
public class AccountDirectory {

    private final Map<String, Account> byEmail = new HashMap<>();

    public void register(Account account) {
        if (account == null) {
            throw new IllegalArgumentException("account must not be null");
        }
        byEmail.put(normalize(account.email()), account);
    }

    public Optional<Account> find(String email) {
        return Optional.ofNullable(byEmail.get(normalize(email)));
    }

    public String displayName(String email) {
        Account account = byEmail.get(normalize(email));
        if (account == null) {
            return "unknown user";
        }
        return account.firstName() + " " + account.lastName();
    }

    public String initials(String email) {
        Account account = byEmail.get(normalize(email));
        return account.firstName().substring(0, 1) + account.lastName().substring(0, 1);
    }

    public boolean remove(String email) {
        return byEmail.remove(normalize(email)) != null;
    }

    public int size() {
        return byEmail.size();
    }

    private static String normalize(String email) {
        return email.trim().toLowerCase();
    }

    public record Account(String email, String firstName, String lastName) {
    }
}
