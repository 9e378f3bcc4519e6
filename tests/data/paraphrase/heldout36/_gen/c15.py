from lib import case
orig = '''# frozen_string_literal: true

# Fleet maintenance log for Kestrel Point sailing school.
class FleetLog
  Defect = Struct.new(:sail_no, :part, :severity, :reported_on, :fixed_on, keyword_init: true)

  SEVERITIES = %i[cosmetic minor grounding].freeze

  def initialize
    @defects = []
  end

  def report(sail_no:, part:, severity:, on:)
    raise ArgumentError, "unknown severity #{severity}" unless SEVERITIES.include?(severity)

    @defects << Defect.new(sail_no: sail_no, part: part, severity: severity, reported_on: on)
  end

  def fix(sail_no, part, on:)
    defect = @defects.find { |d| d.sail_no == sail_no && d.part == part && d.fixed_on.nil? }
    defect&.fixed_on = on
    defect
  end

  def seaworthy?(sail_no)
    @defects.none? { |d| d.sail_no == sail_no && d.severity == :grounding && d.fixed_on.nil? }
  end

  def open_defects(sail_no = nil)
    @defects.select { |d| d.fixed_on.nil? && (sail_no.nil? || d.sail_no == sail_no) }
  end
end
'''
R = ("  def seaworthy?(sail_no)\n", "  # True unless the boat has an open (unfixed) defect of severity :grounding.\n  # Cosmetic and minor defects do not keep a boat ashore.\n  def seaworthy?(sail_no)\n")
case("add_comment-ruby-fleet-log", "fleet_log.rb", "add_comment", "ruby", orig, [
    ("terse", "comment on seaworthy?: what makes a boat unseaworthy"),
    ("polite", "Could you add a short comment above seaworthy? explaining that only open grounding defects keep a boat ashore? Please don't change any code."),
    ("declarative", "seaworthy? should have a comment above it stating that a boat is seaworthy unless it has an unfixed :grounding defect."),
    ("other", "new instructors keep asking why boat 2231 with a torn sail is still 'seaworthy'. document seaworthy? (comment only)"),
    ("other", "seaworthy? の上に、未修理の :grounding 欠陥があるときだけ出艇不可になる、というコメントを付けてください。コードは変更しないで。"),
], [
    dict(label="right", why="two-line comment above seaworthy? accurately describing the rule; no code change", edits=[R]),
    dict(label="right", why="YARD-style doc comment with @param/@return above seaworthy?, accurate; no code change",
         edits=[("  def seaworthy?(sail_no)\n", "  # Whether a boat may go on the water.\n  #\n  # @param sail_no [Integer] the boat's sail number\n  # @return [Boolean] false only while a :grounding defect is still open;\n  #   cosmetic and minor defects never keep a boat ashore\n  def seaworthy?(sail_no)\n")]),
    dict(label="wrong", why="comment claims any open defect makes the boat unseaworthy, which contradicts the code",
         edits=[("  def seaworthy?(sail_no)\n", "  # A boat is seaworthy only when it has no open defects at all.\n  def seaworthy?(sail_no)\n")]),
    dict(label="wrong", why="the comment was put above open_defects instead of seaworthy?",
         edits=[("  def open_defects(sail_no = nil)\n", "  # True unless the boat has an open (unfixed) defect of severity :grounding.\n  # Cosmetic and minor defects do not keep a boat ashore.\n  def open_defects(sail_no = nil)\n")]),
    dict(label="wrong", why="comment added, but `d.fixed_on.nil?` was dropped from seaworthy?, so a fixed grounding defect still grounds the boat",
         edits=[R, ("    @defects.none? { |d| d.sail_no == sail_no && d.severity == :grounding && d.fixed_on.nil? }", "    @defects.none? { |d| d.sail_no == sail_no && d.severity == :grounding }")]),
    dict(label="wrong", why="comment added, and the class comment at the top was deleted",
         edits=[R, ("# Fleet maintenance log for Kestrel Point sailing school.\n", "")]),
])
