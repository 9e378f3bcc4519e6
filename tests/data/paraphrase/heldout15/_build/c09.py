from lib import case

CPP = r'''// inverter_poll.cpp - polls the rooftop inverters of the Sunfield co-op over Modbus.
#include <chrono>
#include <cstdint>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

namespace sunfield {

struct Reading {
    std::string inverter_id;
    double ac_power_w;
    double dc_voltage_v;
    double temperature_c;
};

class ModbusLink {
public:
    virtual ~ModbusLink() = default;
    virtual std::optional<std::vector<uint16_t>> read_registers(const std::string& host, int first, int count) = 0;
};

class InverterPoller {
public:
    InverterPoller(ModbusLink& link, std::vector<std::string> hosts) : link_(link), hosts_(std::move(hosts)) {}

    std::vector<Reading> poll_all() {
        std::vector<Reading> out;
        for (const auto& host : hosts_) {
            auto regs = link_.read_registers(host, 40070, 6);
            if (!regs || regs->size() < 6) {
                ++failures_;
                continue;
            }
            out.push_back(decode(host, *regs));
        }
        return out;
    }

    int failures() const { return failures_; }

private:
    static Reading decode(const std::string& host, const std::vector<uint16_t>& r) {
        Reading rd;
        rd.inverter_id = host;
        rd.ac_power_w = static_cast<int16_t>(r[0]) * 10.0;
        rd.dc_voltage_v = r[2] / 10.0;
        rd.temperature_c = static_cast<int16_t>(r[4]) / 10.0;
        return rd;
    }

    ModbusLink& link_;
    std::vector<std::string> hosts_;
    int failures_ = 0;
};

}  // namespace sunfield
'''
FAIL = ('''            if (!regs || regs->size() < 6) {
                ++failures_;''', '''            if (!regs || regs->size() < 6) {
                std::cerr << "inverter " << host << ": no reply from Modbus" << std::endl;
                ++failures_;''')
case("add_logging-cpp-solar-inverter", "inverter_poll.cpp", "add_logging", "cpp", CPP, [
    ("terse", "poll_all: log to std::cerr when an inverter doesn't answer (include host)"),
    ("polite", "Could you make poll_all write a line to std::cerr naming the host whenever an inverter gives no (or a short) reply? The failure counter should keep working as before, please."),
    ("declarative", "Each failed inverter read in poll_all should be reported on std::cerr with the host name, in addition to being counted."),
    ("other", "we can't tell which roof is offline. print the host to stderr in the failure branch of poll_all"),
    ("other", "poll_all: bei fehlgeschlagenem Lesen eine Zeile mit dem Host auf std::cerr ausgeben, Zähler bleibt."),
], [
    ("right-1.cpp", "right", "std::cerr line with the host added in the failure branch before the counter; nothing else changed", [FAIL]),
    ("right-2.cpp", "right", "log line added after ++failures_ and also prints the running failure count (free choice)", [('''                ++failures_;
                continue;''', '''                ++failures_;
                std::cerr << "inverter " << host << " did not answer (" << failures_ << " failures so far)\\n";
                continue;''')]),
    ("wrong-1.cpp", "wrong", "log line put after continue, so it never runs", [('''                ++failures_;
                continue;''', '''                ++failures_;
                continue;
                std::cerr << "inverter " << host << ": no reply from Modbus" << std::endl;''')]),
    ("wrong-2.cpp", "wrong", "logging replaced the ++failures_ line, so failures() stays 0", [('''                ++failures_;
                continue;''', '''                std::cerr << "inverter " << host << ": no reply from Modbus" << std::endl;
                continue;''')]),
    ("wrong-3.cpp", "wrong", "logs every successful reading (std::cout) instead of the failures", [('''            out.push_back(decode(host, *regs));''', '''            std::cout << "inverter " << host << " read ok" << std::endl;
            out.push_back(decode(host, *regs));''')]),
    ("wrong-4.cpp", "wrong", "log line missing its semicolon: does not compile", [FAIL[:1] + (FAIL[1].replace("<< std::endl;", "<< std::endl"),)], True),
])

RB = '''# Renewals for the Ashgrove library self-service kiosks.
class Loan
  MAX_RENEWALS = 3

  attr_reader :barcode, :due_on, :renewals

  def initialize(barcode:, due_on:, renewals: 0, reserved: false)
    @barcode = barcode
    @due_on = due_on
    @renewals = renewals
    @reserved = reserved
  end

  def reserved?
    @reserved
  end

  def extend_loan!(days: 21)
    raise RenewalRefused, "#{barcode} is reserved by another patron" if reserved?
    raise RenewalRefused, "#{barcode} reached #{MAX_RENEWALS} renewals" if renewals >= MAX_RENEWALS

    @due_on += days
    @renewals += 1
    self
  end
end

class RenewalRefused < StandardError; end

class Kiosk
  def initialize(loans)
    @loans = loans
  end

  # Called by the touch screen; "extend_loan" is also the audit action name.
  def renew_all
    @loans.map do |loan|
      loan.extend_loan!
      { barcode: loan.barcode, action: "extend_loan", ok: true }
    rescue RenewalRefused => e
      { barcode: loan.barcode, action: "extend_loan", ok: false, reason: e.message }
    end
  end

  def renew_one(barcode, days: 21)
    loan = @loans.find { |l| l.barcode == barcode }
    return nil unless loan

    loan.extend_loan!(days: days)
  end
end
'''
D = ("  def extend_loan!(days: 21)", "  def renew!(days: 21)")
K1 = ("      loan.extend_loan!\n", "      loan.renew!\n")
K2 = ("    loan.extend_loan!(days: days)", "    loan.renew!(days: days)")
case("rename_method-ruby-library-renew", "kiosk.rb", "rename_method", "ruby", RB, [
    ("terse", "Loan#extend_loan! -> renew!"),
    ("polite", "Could you rename Loan#extend_loan! to renew! and update the two calls in Kiosk? The audit action string \"extend_loan\" is stored in reports, so please keep that string unchanged."),
    ("declarative", "The method is called renew! from now on; Kiosk calls renew!, the audit action stays \"extend_loan\"."),
    ("other", "rename extend_loan! to renew! (method + its callers only, not the \"extend_loan\" action strings)"),
    ("other", "Loan の extend_loan! メソッドを renew! にリネームしてください。呼び出し元も更新してください。"),
], [
    ("right-1.rb", "right", "method and both Kiosk calls renamed; action strings and comment unchanged", [D, K1, K2]),
    ("wrong-1.rb", "wrong", "renew_one still calls extend_loan! (NoMethodError)", [D, K1]),
    ("wrong-2.rb", "wrong", "the \"extend_loan\" audit action strings renamed too", [D, K1, K2, ('action: "extend_loan"', 'action: "renew"', 2)]),
    ("wrong-3.rb", "wrong", "renamed to renew without the bang, callers use renew!", [("  def extend_loan!(days: 21)", "  def renew(days: 21)"), K1, K2]),
    ("wrong-4.rb", "wrong", "renamed, but the renewal limit check became renewals > MAX_RENEWALS (one renewal too many allowed)", [D, K1, K2, ("if renewals >= MAX_RENEWALS", "if renewals > MAX_RENEWALS")]),
])
