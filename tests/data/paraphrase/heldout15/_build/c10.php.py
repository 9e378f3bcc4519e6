from lib import case

PHP = '''<?php
declare(strict_types=1);

namespace Pawsley\\Booking;

final class SlotUnavailable extends \\RuntimeException {}

final class AppointmentBook
{
    /** @var array<string, list<string>> vet id => booked slot starts (Y-m-d H:i) */
    private array $booked = [];

    public function __construct(private readonly int $slotMinutes = 20) {}

    public function book(string $vetId, \\DateTimeImmutable $start, string $petName): string
    {
        if ((int) $start->format('i') % $this->slotMinutes !== 0) {
            throw new \\InvalidArgumentException("Appointments start on a {$this->slotMinutes}-minute boundary.");
        }
        $key = $start->format('Y-m-d H:i');
        if (in_array($key, $this->booked[$vetId] ?? [], true)) {
            throw new SlotUnavailable("Slot taken.");
        }
        $this->booked[$vetId][] = $key;
        return sprintf('%s booked with %s at %s', $petName, $vetId, $key);
    }

    public function cancel(string $vetId, \\DateTimeImmutable $start): void
    {
        $key = $start->format('Y-m-d H:i');
        $slots = $this->booked[$vetId] ?? [];
        $i = array_search($key, $slots, true);
        if ($i === false) {
            throw new SlotUnavailable("Slot taken.");
        }
        array_splice($this->booked[$vetId], $i, 1);
    }
}
'''
MSG = ('''            throw new SlotUnavailable("Slot taken.");
        }
        $this->booked[$vetId][] = $key;''', '''            throw new SlotUnavailable("Dr. {$vetId} is already booked at {$key}. Please pick another time.");
        }
        $this->booked[$vetId][] = $key;''')
case("error_message-php-vet-booking", "AppointmentBook.php", "error_message", "php", PHP, [
    ("terse", "book(): SlotUnavailable message -> \"Dr. {$vetId} is already booked at {$key}. Please pick another time.\""),
    ("polite", "Could you change the \"Slot taken.\" message thrown by book() to \"Dr. {$vetId} is already booked at {$key}. Please pick another time.\"? The one in cancel() means something else and will be reworded separately, so please leave it."),
    ("declarative", "When a slot is already booked, book() should throw SlotUnavailable with the message \"Dr. {$vetId} is already booked at {$key}. Please pick another time.\""),
    ("other", "receptionists keep asking what \"Slot taken.\" means. in book() only, make it say Dr. {$vetId} is already booked at {$key}. Please pick another time."),
    ("other", "En book(), cambia el mensaje \"Slot taken.\" por \"Dr. {$vetId} is already booked at {$key}. Please pick another time.\" (solo en book, no en cancel)"),
], [
    ("right-1.php", "right", "book()'s message replaced with the interpolated text; cancel() unchanged", [MSG]),
    ("right-2.php", "right", "same message built with sprintf instead of interpolation (same text)", [(MSG[0], MSG[1].replace('"Dr. {$vetId} is already booked at {$key}. Please pick another time."', "sprintf('Dr. %s is already booked at %s. Please pick another time.', $vetId, $key)"))]),
    ("wrong-1.php", "wrong", "both \"Slot taken.\" messages replaced, including cancel()'s", [('throw new SlotUnavailable("Slot taken.");', 'throw new SlotUnavailable("Dr. {$vetId} is already booked at {$key}. Please pick another time.");', 2)]),
    ("wrong-2.php", "wrong", "message in single quotes, so {$vetId} and {$key} are printed literally", [(MSG[0], MSG[1].replace('"Dr. {$vetId} is already booked at {$key}. Please pick another time."', "'Dr. {$vetId} is already booked at {$key}. Please pick another time.'"))]),
    ("wrong-3.php", "wrong", "only cancel()'s message changed (wrong target)", [('''            throw new SlotUnavailable("Slot taken.");
        }
        array_splice''', '''            throw new SlotUnavailable("Dr. {$vetId} is already booked at {$key}. Please pick another time.");
        }
        array_splice''')]),
    ("wrong-4.php", "wrong", "message changed, but the exception type became InvalidArgumentException", [(MSG[0], MSG[1].replace("new SlotUnavailable(", "new \\InvalidArgumentException("))]),
])

LUA = '''-- Playback settings for the Tidewave car head-unit app.
local M = {}

M.defaults = {
  buffer_seconds = 8,
  crossfade_seconds = 4,
  max_bitrate_kbps = 320,
  prefetch_tracks = 2,
  normalize_volume = true,
}

-- A weak connection keeps a longer buffer.
M.profiles = {
  tunnel = { buffer_seconds = 30, max_bitrate_kbps = 96 },
  rural = { buffer_seconds = 20, max_bitrate_kbps = 160 },
  city = { buffer_seconds = 8, max_bitrate_kbps = 320 },
}

function M.settings_for(profile)
  local out = {}
  for k, v in pairs(M.defaults) do
    out[k] = v
  end
  for k, v in pairs(M.profiles[profile] or {}) do
    out[k] = v
  end
  return out
end

return M
'''
R = ("  tunnel = { buffer_seconds = 30,", "  tunnel = { buffer_seconds = 45,")
case("change_value-lua-music-buffer", "playback.lua", "change_value", "lua", LUA, [
    ("terse", "tunnel profile buffer 30 -> 45"),
    ("polite", "Could you raise buffer_seconds in the tunnel profile to 45? The defaults and the other profiles are fine as they are, please don't change them."),
    ("declarative", "The tunnel profile should buffer 45 seconds."),
    ("other", "music keeps cutting out in the Kessler tunnel, bump the tunnel buffer to 45s"),
    ("other", "tunnel 프로필의 buffer_seconds를 45로 바꿔 주세요"),
], [
    ("right-1.lua", "right", "tunnel buffer_seconds 30 -> 45, nothing else", [R]),
    ("wrong-1.lua", "wrong", "default buffer_seconds changed to 45 instead of the tunnel profile", [("  buffer_seconds = 8,\n", "  buffer_seconds = 45,\n")]),
    ("wrong-2.lua", "wrong", "tunnel buffer raised, but the tunnel bitrate 96 changed to 64", [("  tunnel = { buffer_seconds = 30, max_bitrate_kbps = 96 },", "  tunnel = { buffer_seconds = 45, max_bitrate_kbps = 64 },")]),
    ("wrong-3.lua", "wrong", "rural profile's buffer set to 45 as well", [R, ("  rural = { buffer_seconds = 20,", "  rural = { buffer_seconds = 45,")]),
    ("wrong-4.lua", "wrong", "tunnel buffer set to 45, but the profile merge loop now skips the defaults (copy loop removed)", [R, ("  for k, v in pairs(M.defaults) do\n    out[k] = v\n  end\n", "")]),
])
