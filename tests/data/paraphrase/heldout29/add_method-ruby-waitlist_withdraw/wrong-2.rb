# Waiting list for plots at the Hollins Lane garden.
require "date"

class Waitlist
  Entry = Struct.new(:name, :email, :joined_on, :wants_half_plot)

  def initialize
    @entries = []
  end

  def add(name, email, joined_on: Date.today, wants_half_plot: false)
    raise ArgumentError, "#{name} is already waiting" if @entries.any? { |e| e.name == name }

    @entries << Entry.new(name, email, joined_on, wants_half_plot)
    @entries.sort_by!(&:joined_on)
    self
  end

  def next_applicant(half_plot: false)
    @entries.find { |e| !half_plot || e.wants_half_plot }
  end

  def position_of(name)
    index = @entries.index { |e| e.name == name }
    index && index + 1
  end

  def withdraw(name)
    before = @entries.size
    @entries.select! { |e| e.name == name }
    @entries.size < before
  end

  def size
    @entries.size
  end

  def to_s
    @entries.each_with_index.map { |e, i| format("%3d  %-20s since %s", i + 1, e.name, e.joined_on) }.join("\n")
  end
end
