from lib import case

ORIG23 = r'''
// lane_bank.cpp - the pinsetter bank: one Lane object per lane, addressed by
// the lane number printed above the pins (1-based).
#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

struct Lane {
    int number;
    bool outOfService = false;
    int faultsToday = 0;
    std::string lastFault;
};

class LaneBank {
public:
    explicit LaneBank(int lanes) {
        for (int i = 1; i <= lanes; ++i) {
            lanes_.push_back(Lane{i});
        }
    }

    Lane& at(int number) {
        return lanes_[number - 1];
    }

    std::size_t size() const { return lanes_.size(); }

    void recordFault(int number, const std::string& code) {
        Lane& lane = at(number);
        lane.faultsToday += 1;
        lane.lastFault = code;
        if (lane.faultsToday >= 3) {
            lane.outOfService = true;
        }
    }

    int openLanes() const {
        int open = 0;
        for (const Lane& l : lanes_) {
            if (!l.outOfService) {
                ++open;
            }
        }
        return open;
    }

    void resetDay() {
        for (Lane& l : lanes_) {
            l.faultsToday = 0;
            l.lastFault.clear();
        }
    }

private:
    std::vector<Lane> lanes_;
};

int main() {
    LaneBank bank(24);
    bank.recordFault(7, "E07_DECK");
    bank.recordFault(7, "E07_DECK");
    return bank.openLanes() == 24 ? 0 : 1;
}
'''
AT = "    Lane& at(int number) {\n        return lanes_[number - 1];\n    }"
CHK = '''    Lane& at(int number) {
        if (number < 1 || number > static_cast<int>(lanes_.size())) {
            throw std::out_of_range("no lane " + std::to_string(number));
        }
        return lanes_[number - 1];
    }'''
case("add_bounds_check-cpp-lane-bank", "lane_bank.cpp", "add_bounds_check", "cpp", ORIG23,
     [("terse", "LaneBank::at: throw std::out_of_range for lane numbers outside 1..size()"),
      ("polite", "Could you make LaneBank::at throw std::out_of_range when the lane number is below 1 or above the number of lanes? Lane numbers are 1-based, so lane 24 of 24 must still work. Please keep the rest of the class unchanged."),
      ("declarative", "at() must reject lane numbers that are not between 1 and the bank size (inclusive) with std::out_of_range instead of indexing out of bounds."),
      ("other", "the desk app crashed on lane 0 again. add a range check in at(), out_of_range if not 1..size"),
      ("other", "Dodaj sprawdzanie zakresu w LaneBank::at: dla numeru toru spoza 1..size() rzuć std::out_of_range.")],
     [("right", "at() throws std::out_of_range for number < 1 or number > size; lane 24 still valid", [(AT, CHK, 1)]),
      ("right", "at() delegates to lanes_.at(number - 1) behind a number < 1 test, which throws std::out_of_range on both ends",
       [(AT, '''    Lane& at(int number) {
        if (number < 1) {
            throw std::out_of_range("lane numbers start at 1");
        }
        return lanes_.at(static_cast<std::size_t>(number - 1));
    }''', 1)]),
      ("wrong", "upper bound uses >= size, so the last lane (24) is rejected",
       [(AT, CHK.replace("number > static_cast<int>(lanes_.size())", "number >= static_cast<int>(lanes_.size())"), 1)]),
      ("wrong", "only the upper bound is checked; lane 0 or negative numbers still index out of bounds",
       [(AT, CHK.replace("number < 1 || ", ""), 1)]),
      ("wrong", "throws std::invalid_argument instead of std::out_of_range",
       [(AT, CHK.replace("std::out_of_range", "std::invalid_argument"), 1)]),
      ("wrong", "check added, but recordFault now takes a lane out of service at the second fault (>= 2)",
       [(AT, CHK, 1), ("if (lane.faultsToday >= 3)", "if (lane.faultsToday >= 2)", 1)])])

ORIG24 = '''
# frozen_string_literal: true

require "csv"
require "logger"
require "time"

# Nightly import of the bulk tank collection tickets emailed by the dairy.
class CollectionImport
  Ticket = Struct.new(:number, :collected_at, :litres, :temp_c, :sample_id, keyword_init: true)

  def initialize(path, ledger, logger: Logger.new($stdout))
    @path = path
    @ledger = ledger
    @logger = logger
  end

  def run
    imported = 0
    skipped = 0
    CSV.foreach(@path, headers: true) do |row|
      ticket = parse(row)
      if ticket.nil?
        skipped += 1
        next
      end
      @ledger.record(ticket)
      imported += 1
    end
    { imported: imported, skipped: skipped }
  end

  private

  def parse(row)
    return nil if row["ticket"].to_s.strip.empty?

    Ticket.new(
      number: row["ticket"].strip,
      collected_at: Time.parse(row["collected_at"]),
      litres: Float(row["litres"]),
      temp_c: Float(row["temp_c"]),
      sample_id: row["sample_id"]
    )
  rescue ArgumentError
    nil
  end
end
'''
SKIP = "      if ticket.nil?\n        skipped += 1\n        next\n      end"
case("add_logging-ruby-collection-import", "collection_import.rb", "add_logging", "ruby", ORIG24,
     [("terse", "log a warning with the line number when a row is skipped in run"),
      ("polite", "Could you log a warning through @logger whenever run skips a row, including the CSV line number ($. or a counter is fine)? Please don't change the counting or the return value."),
      ("declarative", "Every skipped ticket row should produce a @logger.warn message that says which line of the file it was."),
      ("other", "the dairy says we lost 2 tickets last week and we have no idea which. warn via @logger with the line no. when skipping")],
     [("right", "@logger.warn with the CSV line number ($.) added inside the skip branch, before next",
       [(SKIP, '      if ticket.nil?\n        skipped += 1\n        @logger.warn("skipping unreadable ticket row at line #{$.}")\n        next\n      end', 1)]),
      ("right", "a line counter (starting at 1 for the header) incremented per row and logged with @logger.warn in the skip branch",
       [("    skipped = 0\n    CSV.foreach", "    skipped = 0\n    line = 1\n    CSV.foreach", 1),
        ("    CSV.foreach(@path, headers: true) do |row|\n", "    CSV.foreach(@path, headers: true) do |row|\n      line += 1\n", 1),
        (SKIP, '      if ticket.nil?\n        skipped += 1\n        @logger.warn("skipped ticket row on line #{line}")\n        next\n      end', 1)]),
      ("wrong", "warning placed after next, so it never runs",
       [(SKIP, '      if ticket.nil?\n        skipped += 1\n        next\n        @logger.warn("skipping unreadable ticket row at line #{$.}")\n      end', 1)]),
      ("wrong", "the log message replaced skipped += 1, so skipped is always 0",
       [(SKIP, '      if ticket.nil?\n        @logger.warn("skipping unreadable ticket row at line #{$.}")\n        next\n      end', 1)]),
      ("wrong", "logs with puts instead of @logger, and without the line number",
       [(SKIP, '      if ticket.nil?\n        skipped += 1\n        puts "skipping unreadable ticket row"\n        next\n      end', 1)]),
      ("wrong", "logging added, but the closing end of the if was lost: syntax error",
       [(SKIP, '      if ticket.nil?\n        skipped += 1\n        @logger.warn("skipping unreadable ticket row at line #{$.}")\n        next\n', 1)])])
