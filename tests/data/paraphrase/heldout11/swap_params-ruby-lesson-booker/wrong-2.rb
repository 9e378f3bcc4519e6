# frozen_string_literal: true

require "time"

module Tutoring
  # Books one-to-one lessons between a tutor and a student.
  class LessonBooker
    LESSON_MINUTES = 50
    MAX_LESSONS_PER_WEEK = 3

    class BookingError < StandardError; end

    def initialize(calendar:, notifier:, clock: Time)
      @calendar = calendar
      @notifier = notifier
      @clock = clock
    end

    def book(tutor, student, starts_at)
      raise BookingError, "lessons must be booked in the future" if starts_at <= @clock.now
      raise BookingError, "#{tutor.name} is not available then" unless @calendar.free?(tutor, starts_at, LESSON_MINUTES)
      if lessons_this_week(student, starts_at) >= MAX_LESSONS_PER_WEEK
        raise BookingError, "weekly lesson limit reached"
      end

      lesson = @calendar.reserve(tutor, student, starts_at, LESSON_MINUTES)
      @notifier.lesson_booked(student, tutor, lesson)
      lesson
    end

    def rebook(lesson, new_start)
      @calendar.release(lesson)
      book(lesson.tutor, lesson.student, new_start)
    rescue BookingError
      @calendar.restore(lesson)
      raise
    end

    def book_series(tutor, student, first_start, weeks:)
      (0...weeks).map do |i|
        book(tutor, student, first_start + (i * 7 * 24 * 3600))
      end
    end

    private

    def lessons_this_week(student, at)
      week_start = at - ((at.wday - 1) % 7) * 24 * 3600
      @calendar.lessons_for(student, from: week_start, to: week_start + (7 * 24 * 3600)).size
    end
  end
end
