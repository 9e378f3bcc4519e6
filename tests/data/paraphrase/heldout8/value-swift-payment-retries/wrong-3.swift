import Foundation

/// How the checkout retries calls to the payment gateway.
struct RetryPolicy {
    var maxAttempts = 3
    var baseDelay: TimeInterval = 0.5
    var maxDelay: TimeInterval = 5.0

    /// Captures and refunds must never be repeated blindly.
    static let noRetry = RetryPolicy(maxAttempts: 1, baseDelay: 0, maxDelay: 0)

    func delay(beforeAttempt attempt: Int) -> TimeInterval {
        guard attempt > 1 else { return 0 }
        let exp = baseDelay * pow(2.0, Double(attempt - 2))
        return min(exp, maxDelay)
    }
}

enum GatewayError: Error {
    case declined(code: String)
    case rateLimited(retryAfter: TimeInterval?)
    case transport(Error)
    case invalidResponse(status: Int)

    var isRetryable: Bool {
        switch self {
        case .declined:
            return false
        case .rateLimited, .transport:
            return true
        case .invalidResponse(let status):
            return status >= 500
        }
    }
}

final class PaymentGatewayClient {
    private let session: URLSession
    private let baseURL: URL
    private let policy: RetryPolicy

    init(baseURL: URL, session: URLSession = .shared, policy: RetryPolicy = RetryPolicy()) {
        self.baseURL = baseURL
        self.session = session
        self.policy = policy
    }

    func authorize(amountCents: Int, currency: String, token: String) async throws -> String {
        var request = URLRequest(url: baseURL.appendingPathComponent("v2/authorizations"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let body: [String: Any] = ["amount": amountCents, "currency": currency, "source": token]
        request.httpBody = try JSONSerialization.data(withJSONObject: body)

        var attempt = 1
        while true {
            try await Task.sleep(nanoseconds: UInt64(policy.delay(beforeAttempt: attempt) * 1_000_000_000))
            do {
                let (data, response) = try await session.data(for: request)
                guard let http = response as? HTTPURLResponse else {
                    throw GatewayError.invalidResponse(status: 0)
                }
                guard (200..<300).contains(http.statusCode) else {
                    throw GatewayError.invalidResponse(status: http.statusCode)
                }
                let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
                guard let id = json?["authorization_id"] as? String else {
                    throw GatewayError.invalidResponse(status: http.statusCode)
                }
                return id
            } catch let error as GatewayError where error.isRetryable && attempt < policy.maxAttempts {
                attempt += 1
            }
        }
    }
}
