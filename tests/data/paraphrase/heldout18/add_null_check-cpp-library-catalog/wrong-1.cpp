// Spine labels and shelving rules for the Millbrook branch catalogue.

#include <map>
#include <string>
#include <vector>

namespace millbrook {

struct Record {
    std::string isbn;
    std::string title;
    std::string author;
    std::string callNumber;  // e.g. "823.914 ISH"
    std::string collection;  // "adult", "junior", "reference", ...
    int copies = 0;
};

class Catalog {
public:
    void add(const Record& record) { byIsbn_[record.isbn] = record; }

    // nullptr when the ISBN is not in this branch's catalogue
    const Record* find(const std::string& isbn) const {
        auto it = byIsbn_.find(isbn);
        return it == byIsbn_.end() ? nullptr : &it->second;
    }

    std::vector<const Record*> byCollection(const std::string& collection) const {
        std::vector<const Record*> out;
        for (const auto& entry : byIsbn_) {
            if (entry.second.collection == collection) {
                out.push_back(&entry.second);
            }
        }
        return out;
    }

private:
    std::map<std::string, Record> byIsbn_;
};

std::string shelfLabel(const Catalog& catalog, const std::string& isbn) {
    const Record* rec = catalog.find(isbn);
    std::string prefix = rec->collection == "junior" ? "J " : "";
    if (rec == nullptr) {
        return "UNKNOWN";
    }
    return prefix + rec->callNumber;
}

std::string shortTitle(const Catalog& catalog, const std::string& isbn) {
    const Record* rec = catalog.find(isbn);
    return rec->title.size() > 28 ? rec->title.substr(0, 27) + "~" : rec->title;
}

bool loanable(const Catalog& catalog, const std::string& isbn) {
    const Record* rec = catalog.find(isbn);
    if (rec == nullptr) {
        return false;
    }
    return rec->collection != "reference" && rec->copies > 0;
}

}  // namespace millbrook
