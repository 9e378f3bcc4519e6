from mk import Case
# ---------------- rename_method ruby
orig = '''
require "date"

# Tracks outgoing loans from the Harrowgate Museum archive.
class LoanRegister
  Loan = Struct.new(:accession, :borrower, :out_on, :due_on, :returned_on)

  def initialize
    @loans = []
  end

  def lend(accession, borrower, out_on, weeks)
    raise ArgumentError, "#{accession} is already out" if on_loan?(accession)

    @loans << Loan.new(accession, borrower, out_on, out_on + weeks * 7, nil)
  end

  def on_loan?(accession)
    @loans.any? { |l| l.accession == accession && l.returned_on.nil? }
  end

  def overdue_loans(today)
    @loans.select { |l| l.returned_on.nil? && l.due_on < today }
  end

  def mark_returned(accession, date)
    loan = @loans.find { |l| l.accession == accession && l.returned_on.nil? }
    return false unless loan

    loan.returned_on = date
    true
  end

  def reminder_letters(today)
    overdue_loans(today).map do |l|
      "Dear #{l.borrower}, object #{l.accession} was due back on #{l.due_on}."
    end
  end

  def overdue_count(today)
    overdue_loans(today).size
  end
end

if $PROGRAM_NAME == __FILE__
  reg = LoanRegister.new
  reg.lend("HM.1962.118", "Tiverton Textile Museum", Date.new(2026, 9, 1), 8)
  reg.lend("HM.1988.004", "Calder Gallery", Date.new(2026, 10, 15), 12)
  puts reg.reminder_letters(Date.new(2026, 12, 6))
  puts reg.overdue_count(Date.new(2026, 12, 6))
end
'''
c = Case("rename_method-ruby-loan_register", "loan_register.rb", "rename_method", "ruby", orig)
c.ins("terse", "overdue_loans -> loans_past_due")
c.ins("polite", "Could you rename the overdue_loans method to loans_past_due, including the places in this class that call it? overdue_count keeps its name.")
c.ins("declarative", "LoanRegister#overdue_loans is to be called loans_past_due.")
c.ins("other", "renomeia o método overdue_loans para loans_past_due e atualiza as chamadas")
c.ins("other", "rename `overdue_loans` (method) to `loans_past_due` everywhere in this file")
R = [("  def overdue_loans(today)", "  def loans_past_due(today)", 1), ("    overdue_loans(today).map do |l|", "    loans_past_due(today).map do |l|", 1),
     ("    overdue_loans(today).size", "    loans_past_due(today).size", 1)]
c.res("right", R, "method and both internal calls renamed; overdue_count untouched")
c.res("wrong", R[:2], "overdue_count still calls overdue_loans: NoMethodError")
c.res("wrong", R + [("  def overdue_count(today)", "  def past_due_count(today)", 1), ("puts reg.overdue_count(", "puts reg.past_due_count(", 1)], "also renamed overdue_count to past_due_count, which nobody asked for (the polite phrasing keeps it explicitly)")
c.res("wrong", R + [("l.returned_on.nil? && l.due_on < today", "l.returned_on.nil? && l.due_on <= today", 1)], "renamed, but loans due today now count as past due (< became <=)")
c.res("wrong", [("  def overdue_loans(today)", "  def loans_past_due(today)", 1), ("    overdue_loans(today).map do |l|", "    loans_past_due(today).map do |l|", 1),
                 ("    overdue_loans(today).size\n  end\nend", "    loans_past_due(today).size\n  end\n", 1)], "renamed, but the class's closing end was lost: syntax error", breaks=True)
c.write()

# ---------------- add_route php
orig = '''
<?php
declare(strict_types=1);

namespace Glenmoor\\Rink;

final class Router
{
    /** @var array<string, array<string, callable>> */
    private array $routes = [];

    public function add(string $method, string $path, callable $handler): void
    {
        $this->routes[$method][$path] = $handler;
    }

    public function dispatch(string $method, string $path): string
    {
        $handler = $this->routes[$method][$path] ?? null;
        if ($handler === null) {
            http_response_code(404);
            return json_encode(['error' => 'not found']);
        }
        return $handler();
    }
}

function sessions(): array
{
    return [
        ['id' => 'PS-0107', 'kind' => 'public', 'start' => '14:00', 'capacity' => 220],
        ['id' => 'FS-0107', 'kind' => 'figure', 'start' => '07:00', 'capacity' => 18],
        ['id' => 'DS-0107', 'kind' => 'disco', 'start' => '19:30', 'capacity' => 250],
    ];
}

$router = new Router();

$router->add('GET', '/sessions', function (): string {
    return json_encode(sessions());
});

$router->add('GET', '/health', function (): string {
    return json_encode(['ok' => true]);
});

echo $router->dispatch($_SERVER['REQUEST_METHOD'] ?? 'GET', $_SERVER['PATH_INFO'] ?? '/sessions');
'''
c = Case("add_route-php-rink_sessions", "routes.php", "add_route", "php", orig)
c.ins("terse", "add GET /sessions/public returning only sessions with kind == public")
c.ins("polite", "Could you add a GET /sessions/public route that returns just the public skating sessions as JSON? Please register it next to the existing /sessions route and leave the other routes alone.")
c.ins("declarative", "There should be a GET /sessions/public endpoint listing only the sessions whose kind is public.")
c.ins("other", "Füge eine Route GET /sessions/public hinzu, die nur die öffentlichen Sessions (kind = public) als JSON liefert.")
NEW = '''$router->add('GET', '/sessions', function (): string {
    return json_encode(sessions());
});
'''
ROUTE = '''
$router->add('GET', '/sessions/public', function (): string {
    $public = array_filter(sessions(), fn(array $s): bool => $s['kind'] === 'public');
    return json_encode(array_values($public));
});
'''
c.res("right", [(NEW, NEW + ROUTE, 1)], "new GET /sessions/public route filters kind === public, registered after /sessions")
c.res("right", [(NEW, NEW + '''
$router->add('GET', '/sessions/public', function (): string {
    $out = [];
    foreach (sessions() as $s) {
        if ($s['kind'] === 'public') {
            $out[] = $s;
        }
    }
    return json_encode($out);
});
''', 1)], "same route written with a foreach loop")
c.res("wrong", [(NEW, NEW + ROUTE.replace("=== 'public'", "!== 'public'"), 1)], "filter inverted: returns every session except the public ones")
c.res("wrong", [(NEW, NEW + ROUTE.replace("'GET', '/sessions/public'", "'POST', '/sessions/public'"), 1)], "route registered for POST instead of GET")
c.res("wrong", [(NEW, ROUTE.lstrip("\n"), 1)], "the new route replaced the existing /sessions route instead of being added next to it")
c.res("wrong", [(NEW, NEW + ROUTE.replace("return json_encode(array_values($public));\n});", "return json_encode(array_values($public));\n}"), 1)], "closure and add() call not closed: parse error", breaks=True)
c.write()
