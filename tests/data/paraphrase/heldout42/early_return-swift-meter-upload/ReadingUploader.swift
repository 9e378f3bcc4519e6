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
        if online {
            if let photo = upload.photo {
                try api.send(serial: upload.meterSerial, value: upload.registerM3, photo: photo)
                flushQueue()
            } else {
                throw UploadError.missingPhoto
            }
        } else {
            queued.append(upload)
        }
    }

    private func flushQueue() {
        let pending = queued
        queued.removeAll()
        for item in pending {
            try? submit(item, online: true)
        }
    }
}
