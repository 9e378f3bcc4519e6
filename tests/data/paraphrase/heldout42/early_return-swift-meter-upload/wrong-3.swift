import Foundation

struct MeterUpload {
    let meterSerial: String
    let registerM3: Double
    let photo: Data?
}

enum UploadError: Error {
    case offline
    case missingPhoto
}

final class ReadingUploader {
    private let api: ReadingAPI
    private var queued: [MeterUpload] = []

    init(api: ReadingAPI) {
        self.api = api
    }

    func submit(_ upload: MeterUpload, online: Bool) throws {
        guard online else {
            queued.append(upload)
            return
        }
        guard let photo = upload.photo else {
            throw UploadError.missingPhoto
        }
        try api.send(serial: upload.meterSerial, value: upload.registerM3, photo: photo)
    }

    private func flushQueue() {
        let pending = queued
        queued.removeAll()
        for item in pending {
            try? submit(item, online: true)
        }
    }
}
